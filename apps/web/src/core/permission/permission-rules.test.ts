import { describe, expect, it } from 'vitest';
import { isAllowed } from './permission-rules';

const granted = ['crm:customer:list', 'crm:customer:detail', 'search:customer:list'];

describe('isAllowed (spec 000 §6 check rules)', () => {
  it('a single string needs that permission', () => {
    expect(isAllowed('search:customer:list', granted)).toBe(true);
    expect(isAllowed('crm:customer:delete', granted)).toBe(false);
  });

  it('a plain list needs all of them', () => {
    expect(isAllowed(['crm:customer:list', 'crm:customer:detail'], granted)).toBe(true);
    expect(isAllowed(['crm:customer:list', 'crm:customer:delete'], granted)).toBe(false);
  });

  it("a list starting with 'or' needs any of them", () => {
    expect(isAllowed(['or', 'crm:customer:delete', 'crm:customer:detail'], granted)).toBe(true);
    expect(isAllowed(['or', 'crm:customer:delete', 'oms:order:list'], granted)).toBe(false);
  });

  it("a list starting with 'and' needs all of them", () => {
    expect(isAllowed(['and', 'crm:customer:list', 'search:customer:list'], granted)).toBe(true);
    expect(isAllowed(['and', 'crm:customer:list', 'oms:order:list'], granted)).toBe(false);
  });

  it('accepts a set of granted permissions', () => {
    expect(isAllowed(['or', 'x', 'crm:customer:list'], new Set(granted))).toBe(true);
  });

  it('an empty rule guards nothing; unknown permissions allow nothing guarded', () => {
    expect(isAllowed(undefined, null)).toBe(true);
    expect(isAllowed('', null)).toBe(true);
    expect(isAllowed([], undefined)).toBe(true);
    expect(isAllowed('crm:customer:list', null)).toBe(false);
    expect(isAllowed('crm:customer:list', [])).toBe(false);
  });
});
