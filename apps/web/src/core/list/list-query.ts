import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListData, Pagination } from '@tradewind/contract/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { http, type QueryParams } from '@/core/http/http-client';
import { ApiError } from '@/core/http/http-error';

/** An empty page: what a list shows after a non-200 answer (spec 000 §8). */
export function emptyList<T>(page = 1, size = DEFAULT_PAGE_SIZE): ListData<T> {
  return { list: [], pagination: { total: 0, page, size } };
}

/**
 * One page of a list: `GET path?page&page_size&…` answering `{ list, pagination }`. On a non-200 body
 * code the page is empty (spec 000 §8 "list loaders set an empty list") — the message was already shown
 * by the app-wide error handling — while a lost connection stays an error the caller can retry.
 */
export async function fetchList<T>(path: string, query: QueryParams, signal?: AbortSignal): Promise<ListData<T>> {
  try {
    return (await http.get<ListData<T>>(path, { query, signal })).data;
  } catch (error) {
    if (error instanceof ApiError) return emptyList<T>(Number(query.page ?? 1) || 1, Number(query.page_size ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE);
    throw error;
  }
}

/**
 * A paged list loader: `GET path?page&page_size&…` answering `{ list, pagination }`, cached under
 * `[...queryKey, query]` (a key factory's `list(query)`), empty after a refusal (fetchList). Pages use
 * `useList`, which keeps the query in the address; this is its loader, and the one of lists in a dialog.
 */
export function useListQuery<T>(options: { queryKey: QueryKey; path: string; query?: QueryParams; enabled?: boolean; refetchInterval?: number | false }) {
  const page = Number(options.query?.page ?? 1) || 1;
  const size = Number(options.query?.page_size ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  const result = useQuery({
    queryKey: [...options.queryKey, options.query ?? {}],
    queryFn: ({ signal }) => fetchList<T>(options.path, options.query ?? {}, signal),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
    placeholderData: keepPreviousData,
  });
  const data = result.data ?? emptyList<T>(page, size);
  return { ...result, list: data.list, pagination: data.pagination satisfies Pagination };
}
