import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import type { QueryKeys } from '@/core/api/query-keys';
import { useListQuery } from './list-query';
import {
  baseQueryOf,
  exportQueryOf,
  isFiltered,
  readListQuery,
  resetListQuery,
  searchListQuery,
  sortOrderOf,
  tableChangeQuery,
  writeListQuery,
  type ListQuery,
  type ListSchema,
} from './list-url';

export type UseListOptions<S extends ListSchema> = {
  /** the entity's key factory: pages are cached under `keys.list(query)` */
  keys: Pick<QueryKeys, 'lists' | 'list'>;
  /** GET path of the list, e.g. '/stores' */
  path: string;
  /** the contract's list query schema: reads the address, gives the defaults and the sortable columns */
  schema: S;
  /** what the page opens with beyond the schema's defaults (a tab's filter); kept out of the address */
  defaults?: Partial<z.infer<S>>;
  /** GET path of the list's export (the export centre), e.g. '/staffs/export' */
  exportPath?: string;
  /** whether to load: a list that waits for a choice beside it asks nothing until then */
  enabled?: boolean | ((query: z.infer<S> & ListQuery) => boolean);
  /** the server counts at most this many rows (a ledger): a total that reaches it shows as "10000+" */
  countCap?: number;
};

/**
 * The list's query kept in the address (the part of `useList` without the rows): for a list shown whole,
 * a tree, whose filters still belong in the address. `onSearch` runs before 查询 and 重置 go.
 */
export function useListParams<S extends ListSchema>(schema: S, defaults?: Partial<z.infer<S>>, onSearch?: (next: ListQuery) => void) {
  const [search, setSearch] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults' content, not their identity
  const base = useMemo(() => baseQueryOf(schema, defaults), [schema, defaultsKey]);
  const query = useMemo(() => readListQuery(schema, search, base), [schema, search, base]);
  const go = (next: ListQuery) => setSearch((current) => writeListQuery(schema, current, next, base), { replace: true });
  const searched = (next: ListQuery) => {
    onSearch?.(next);
    go(next);
  };
  return {
    query: query as z.infer<S> & ListQuery,
    base,
    go,
    /** whether a filter the page did not open with is set */
    filtered: isFiltered(query, base),
    /** 查询: these filters (undefined clears one), page 1, loaded again */
    search: (filters: Partial<z.infer<S>>) => searched(searchListQuery(query, filters)),
    /** 重置: these filters cleared, default sort, page 1, loaded again */
    reset: (filters: Partial<z.infer<S>>) => searched(resetListQuery(query, filters, base)),
    /** a tab or a tree beside the list: these filters, page 1 */
    setFilters: (filters: Partial<z.infer<S>>) => go(searchListQuery(query, filters)),
  };
}

/**
 * A list page's controller (react-admin's useListController): filters, page and sort in the address,
 * the rows of that query, and what the table, the filter bar and the export button need. 查询 and 重置
 * always load again, even when nothing changed; the tab menu's 刷新 remounts the page on fresh data.
 */
export function useList<Row extends { id: number }, S extends ListSchema = ListSchema>(options: UseListOptions<S>) {
  const { schema, keys, path, defaults, exportPath, enabled, countCap } = options;
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // Marked stale first: an unchanged query loads again at once, a changed one does not come from the cache.
  const params = useListParams(schema, defaults, (next) => void queryClient.invalidateQueries({ queryKey: keys.list(next), exact: true }));
  const { query, base, go } = params;
  const result = useListQuery<Row>({ queryKey: keys.lists(), path, query: query as QueryParams, enabled: typeof enabled === 'function' ? enabled(query) : enabled });

  return {
    ...params,
    rows: result.list,
    total: result.pagination.total,
    isFetching: result.isFetching,
    /** a column's sorter: `{ sorter: true, sortOrder }` */
    sorter: (field: string) => ({ sorter: true, sortOrder: sortOrderOf(query, field) }),
    tableProps: {
      rowKey: 'id',
      dataSource: result.list,
      loading: result.isFetching,
      onChange: (pager, _filters, sorter) => go(tableChangeQuery(schema, query, pager, sorter, base)),
      pagination: {
        current: result.pagination.page,
        pageSize: query.page_size,
        total: result.pagination.total,
        showSizeChanger: true,
        showTotal: (total) => (countCap !== undefined && total >= countCap ? t('list.total_capped', { total }) : t('list.total', { total })),
      },
    } satisfies TableProps<Row>,
    /** for `<ExportButton {...list.exportProps} />`: the rows the list shows, every page */
    exportProps: { path: exportPath ?? '', query: exportQueryOf(query) as QueryParams },
  };
}

export type ListController<Row extends { id: number } = { id: number }, S extends ListSchema = ListSchema> = ReturnType<typeof useList<Row, S>>;
