import { describe, expect, it } from 'vitest';
import { CustomerListQuerySchema } from '@tradewind/contract/crm/customer.schema';
import { StaffListQuerySchema } from '@tradewind/contract/system/staff.schema';
import { StoreListQuerySchema } from '@tradewind/contract/system/store.schema';
import {
  baseQueryOf,
  changedFields,
  cleanFilters,
  exportQueryOf,
  isFiltered,
  readListQuery,
  resetListQuery,
  searchListQuery,
  sortOrderOf,
  tableChangeQuery,
  writeListQuery,
} from './list-url';

const address = (text: string) => new URLSearchParams(text);

describe('the list query in the address', () => {
  const base = baseQueryOf(CustomerListQuerySchema);

  it('opens with the schema’s defaults and the page’s own', () => {
    expect(base).toMatchObject({ page: 1, page_size: 20, ownership: 'all', sort: 'created_at', order: 'desc' });
    expect(baseQueryOf(StaffListQuerySchema, { is_audit: 1 })).toMatchObject({ is_audit: 1, sort: 'created_at' });
    expect(baseQueryOf(StoreListQuerySchema)).toEqual({ page: 1, page_size: 20 });
  });

  it('reads filters, page and sort with the contract’s coercions; bad or unknown values keep the default', () => {
    const query = readListQuery(CustomerListQuerySchema, address('keyword=%E5%BC%A0&status=0&page=2&page_size=50&sort=name&order=asc&ownership=mine&id=9'), base);
    expect(query).toMatchObject({ keyword: '张', status: 0, page: 2, page_size: 50, sort: 'name', order: 'asc', ownership: 'mine' });
    expect(query).not.toHaveProperty('id');
    const bad = readListQuery(CustomerListQuerySchema, address('status=7&page=0&sort=phone&ownership=x&keyword=%20'), base);
    expect(bad).toEqual(base);
    expect(readListQuery(CustomerListQuerySchema, address('page_size=500'), base).page_size).toBe(100);
  });

  it('writes only what differs from the defaults, and keeps the address’s other parameters', () => {
    const query = { ...base, keyword: '张', status: 0, page: 2, level_id: undefined };
    expect(writeListQuery(CustomerListQuerySchema, address('drawer=5&page=9'), query, base).toString()).toBe('drawer=5&page=2&keyword=%E5%BC%A0&status=0');
    expect(writeListQuery(CustomerListQuerySchema, address('keyword=x'), base, base).toString()).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const query = { ...base, keyword: 'a', store_id: 3, is_cert: 1, created_from: '2026-01-01', page: 3, sort: 'id', order: 'asc' as const };
    expect(readListQuery(CustomerListQuerySchema, writeListQuery(CustomerListQuerySchema, address(''), query, base), base)).toEqual(query);
  });
});

describe('moving through a list', () => {
  const base = baseQueryOf(StaffListQuerySchema, { is_audit: 1 });
  const current = { ...base, name: 'old', status: 1, page: 3, sort: 'name', order: 'asc' as const };

  it('查询 sets the filters, trims texts, drops empty ones and goes back to page 1', () => {
    expect(searchListQuery(current, { name: ' 李娜 ', status: undefined, role_id: 2 })).toMatchObject({ name: '李娜', status: undefined, role_id: 2, page: 1, sort: 'name' });
    expect(cleanFilters({ a: '', b: '  ', c: null, d: 0 })).toEqual({ a: undefined, b: undefined, c: undefined, d: 0 });
  });

  it('重置 clears the bar’s filters and the sort, and keeps the rest (the tab)', () => {
    const query = resetListQuery({ ...current, is_audit: 0 }, { name: 'x', status: 1 }, base);
    expect(query).toMatchObject({ name: undefined, status: undefined, page: 1, sort: 'created_at', order: 'desc', is_audit: 0 });
  });

  it('takes page, size and a sorter the schema accepts from the table', () => {
    expect(tableChangeQuery(StaffListQuerySchema, current, { current: 2, pageSize: 50 }, { field: 'id', order: 'descend' }, base)).toMatchObject({ page: 2, page_size: 50, sort: 'id', order: 'desc' });
    // a sorter cleared, or on a column the server does not sort by: the default sort
    expect(tableChangeQuery(StaffListQuerySchema, current, { current: 1 }, { field: 'name', order: null }, base)).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(tableChangeQuery(StaffListQuerySchema, current, { current: 1 }, [{ field: 'phone', order: 'ascend' }], base)).toMatchObject({ sort: 'created_at' });
    // a list without sort in its schema ignores sorters
    const stores = baseQueryOf(StoreListQuerySchema);
    expect(tableChangeQuery(StoreListQuerySchema, stores, { current: 4, pageSize: 20 }, { field: 'name', order: 'ascend' }, stores)).toEqual({ page: 4, page_size: 20 });
  });

  it('tells the columns their sort order, whether a filter is set, and what to export', () => {
    expect([sortOrderOf(current, 'name'), sortOrderOf({ ...current, order: 'desc' }, 'name'), sortOrderOf(current, 'id')]).toEqual(['ascend', 'descend', null]);
    expect(isFiltered(base, base)).toBe(false);
    expect(isFiltered({ ...base, is_audit: 0, page: 2 }, base)).toBe(false);
    expect(isFiltered({ ...base, status: 0 }, base)).toBe(true);
    expect(exportQueryOf(current)).toEqual({ is_audit: 1, name: 'old', status: 1, sort: 'name', order: 'asc' });
  });
});

describe('the filter bar and the address', () => {
  it('shows every filter at first, then only the fields the address changed', () => {
    expect(changedFields(null, { name: 'a', status: 1 })).toEqual({ name: 'a', status: 1 });
    // the department tree changed c_dept_id: the typed name is left alone
    expect(changedFields({ name: 'a', page: 1 }, { name: 'a', page: 1, c_dept_id: 3 })).toEqual({ c_dept_id: 3 });
    // 重置 or a link cleared a filter
    expect(changedFields({ name: 'a', status: 1 }, { status: 1 })).toEqual({ name: undefined });
    expect(changedFields({ range: [new Date(0), null] }, { range: [new Date(0), null] })).toEqual({});
  });
});
