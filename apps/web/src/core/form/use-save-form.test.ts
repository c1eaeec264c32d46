import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/http/http-error';
import { lineErrorsOf, ownToastOf } from './use-save-form';

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

describe('a refusal on a document’s lines', () => {
  it('keeps the messages of the lines and of the lines as a whole, by server field', () => {
    const errors = [
      { field: 'supplier_id', message: '请选择供应商' },
      { field: 'items', message: '请添加商品' },
      { field: 'items.1.qty', message: '数量须大于 0' },
      { field: 'items_note', message: '备注过长' },
    ];
    expect(lineErrorsOf(refusal({ code: 422, data: { errors } }), 'items')).toEqual({ items: '请添加商品', 'items.1.qty': '数量须大于 0' });
    expect(lineErrorsOf(new Error('offline'), 'items')).toEqual({});
  });
});
