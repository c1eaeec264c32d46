import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/http/http-error';
import { ownToastOf } from './use-save-form';

const refusal = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ code: 409, message: '门店名称已存在', httpStatus: 200, data: null, path: '/store', requestId: null, quiet: true, ...init });

describe('a quiet save’s refusal', () => {
  it('is the form’s to say when no field can show it', () => {
    expect(ownToastOf(refusal({}))).toBe('门店名称已存在');
  });

  it('is left to the fields, to the app-wide handler, or to nobody otherwise', () => {
    expect(ownToastOf(refusal({ code: 422, data: { errors: [{ field: 'name', message: '请输入名称' }] } }))).toBeNull();
    expect(ownToastOf(refusal({ quiet: false }))).toBeNull();
    expect(ownToastOf(refusal({ code: 401 }))).toBeNull();
    expect(ownToastOf(refusal({ httpStatus: 403 }))).toBeNull();
    expect(ownToastOf(new Error('offline'))).toBeNull();
  });
});
