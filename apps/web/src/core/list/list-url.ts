import type { z } from 'zod';

/**
 * A list's state is its API query — filters, `page`, `page_size` and, where the list sorts, `sort` and
 * `order` — and it lives in the address (`?status=1&page=2`), so a refreshed tab, a reload and a shared
 * link show the same rows. The contract's list query schema reads the address, as the server reads the
 * request: same coercions, same defaults, a bad value falls back to the default. Pure functions here;
 * `useList` binds them to the router and TanStack Query (STYLE habit 7).
 */
export type ListSchema = z.ZodObject<z.ZodRawShape>;
/** `page` and `page_size` from PaginationQuerySchema; a list shown whole (a tree) has only filters. */
export type ListQuery = Record<string, unknown> & { page?: number; page_size?: number; sort?: string; order?: 'asc' | 'desc' };
export type SortOrder = 'ascend' | 'descend' | null;

/** Not filters: what the table's pager and sorter set. */
const PAGING_KEYS = new Set(['page', 'page_size', 'sort', 'order']);

/** The query a list opens with: the schema's defaults (page 1, 20 a page, its sort) and the page's own (a tab). */
export function baseQueryOf(schema: ListSchema, defaults: Record<string, unknown> = {}): ListQuery {
  return { ...(schema.parse({}) as ListQuery), ...defaults };
}

/** The address → the query: each known parameter through its schema field; unknown, empty or invalid ones leave the default. */
export function readListQuery(schema: ListSchema, search: URLSearchParams, base: ListQuery): ListQuery {
  const query: ListQuery = { ...base };
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = (field as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query;
}

/** The query → the address: only what differs from the defaults; other parameters of the address stay. */
export function writeListQuery(schema: ListSchema, current: URLSearchParams, query: ListQuery, base: ListQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(schema.shape)) next.delete(key);
  for (const [key, value] of Object.entries(query)) {
    if (!(key in schema.shape) || value === undefined || value === null || value === '' || value === base[key]) continue;
    next.set(key, String(value));
  }
  return next;
}

/** 查询: the filters given replace theirs (undefined clears one), back to page 1. */
export function searchListQuery(query: ListQuery, filters: Record<string, unknown>): ListQuery {
  return { ...query, ...cleanFilters(filters), page: 1 };
}

/** 重置: the filters given are cleared, sorting goes back to the default, page 1. */
export function resetListQuery(query: ListQuery, filters: Record<string, unknown>, base: ListQuery): ListQuery {
  const cleared = Object.fromEntries(Object.keys(filters).map((key) => [key, base[key]]));
  return { ...query, ...cleared, sort: base.sort, order: base.order, page: 1 };
}

/** Texts typed in a filter are trimmed; an empty one is no filter. */
export function cleanFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => {
      const text = typeof value === 'string' ? value.trim() : value;
      return [key, text === '' || text === null ? undefined : text];
    }),
  );
}

type Pager = { current?: number; pageSize?: number };
type Sorter = { field?: unknown; order?: SortOrder | undefined };

/**
 * The table's onChange → the query: its page and page size, and its sorter when the schema accepts the
 * column as `sort` (else the default sort). Lists without `sort` in their schema ignore sorters.
 */
export function tableChangeQuery(schema: ListSchema, query: ListQuery, pager: Pager, sorter: Sorter | Sorter[], base: ListQuery): ListQuery {
  const next: ListQuery = { ...query, page: pager.current ?? 1, page_size: pager.pageSize ?? query.page_size };
  const sortField = schema.shape.sort as z.ZodType | undefined;
  if (!sortField) return next;
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const accepted = one?.order && typeof one.field === 'string' && sortField.safeParse(one.field).success;
  return accepted ? { ...next, sort: one.field as string, order: one.order === 'ascend' ? 'asc' : 'desc' } : { ...next, sort: base.sort, order: base.order };
}

/** A column's `sortOrder` from the query. */
export function sortOrderOf(query: ListQuery, field: string): SortOrder {
  return query.sort === field ? (query.order === 'asc' ? 'ascend' : 'descend') : null;
}

/** Whether a filter the page did not open with is set (for the "nothing matches" text). */
export function isFiltered(query: ListQuery, base: ListQuery): boolean {
  return Object.entries(query).some(([key, value]) => !PAGING_KEYS.has(key) && !(key in base) && value !== undefined);
}

/** What an export takes: the rows the list shows now, every page of them. */
export function exportQueryOf(query: ListQuery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'page' && key !== 'page_size'));
}

/** The filter bar's fields whose value differs between what it showed and what the address says now (all at first). */
export function changedFields(shown: Record<string, unknown> | null, next: Record<string, unknown>): Record<string, unknown> {
  if (shown === null) return next;
  const names = new Set([...Object.keys(shown), ...Object.keys(next)]);
  return Object.fromEntries([...names].filter((name) => JSON.stringify(shown[name]) !== JSON.stringify(next[name])).map((name) => [name, next[name]]));
}
