import { describe, expect, it } from 'vitest';
import { checkPermission, isViewPermission, permissionsOf } from './permission';

const granted = new Set(['crm:customer:list', 'crm:customer:detail']);

describe('checkPermission (spec 000 §6)', () => {
  it('accepts a single string only when held', () => {
    expect(checkPermission('crm:customer:list', granted)).toBe(true);
    expect(checkPermission('crm:customer:update', granted)).toBe(false);
  });
  it('requires every item of a plain list', () => {
    expect(checkPermission(['crm:customer:list', 'crm:customer:detail'], granted)).toBe(true);
    expect(checkPermission(['crm:customer:list', 'crm:customer:update'], granted)).toBe(false);
  });
  it("accepts any item of a list led by 'or'", () => {
    expect(checkPermission(['or', 'x:y:z', 'crm:customer:detail'], granted)).toBe(true);
    expect(checkPermission(['or', 'x:y:z', 'a:b:c'], granted)).toBe(false);
  });
  it("requires all items of a list led by 'and'", () => {
    expect(checkPermission(['and', 'crm:customer:list', 'crm:customer:detail'], granted)).toBe(true);
    expect(checkPermission(['and', 'crm:customer:list', 'x:y:z'], granted)).toBe(false);
  });
  it('treats no rule as allowed and works on arrays of grants', () => {
    expect(checkPermission(undefined, granted)).toBe(true);
    expect(checkPermission('', [])).toBe(true);
    expect(checkPermission('a', ['a'])).toBe(true);
    expect(checkPermission('a', [])).toBe(false);
  });
  it('names the permissions of a rule and tells view from operation permissions', () => {
    expect(permissionsOf(['or', 'a', 'b'])).toEqual(['a', 'b']);
    expect(isViewPermission('system:store:list')).toBe(true);
    expect(isViewPermission('crm:customer:detail')).toBe(true);
    expect(isViewPermission('system:store:create')).toBe(false);
  });
});
