import { keepPreviousData, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { http, type QueryParams } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';
import { EXPORT_REFRESH_MS, hasRunningExport, type ExportStatus, type ExportStatusCounts, type ExportTask } from '../export-task';
import { useCommonShell } from '../../realtime/common-shell-context';

export const exportTaskKeys = {
  all: ['export-task'] as const,
  status: () => [...exportTaskKeys.all, 'status'] as const,
  lists: () => [...exportTaskKeys.all, 'list'] as const,
};

export function useExportStatusQuery(enabled: boolean) {
  return useQuery({
    queryKey: exportTaskKeys.status(),
    queryFn: async ({ signal }) => (await http.get<ExportStatusCounts>('/task/exports/status', { signal, quiet: true })).data,
    enabled,
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.in_progress ?? 0) > 0 ? EXPORT_REFRESH_MS : false),
  });
}

export type ExportListParams = { page: number; page_size?: number; export_status?: ExportStatus };

/** One page of the caller's exports; polled every 6 s while a row on it is still running (spec 000 §4). */
export function useExportListQuery(params: ExportListParams, enabled: boolean) {
  const query = { page: params.page, page_size: params.page_size ?? DEFAULT_PAGE_SIZE, export_status: params.export_status };
  return useQuery({
    queryKey: [...exportTaskKeys.lists(), query],
    queryFn: ({ signal }) => fetchList<ExportTask>('/task/exports', query, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasRunningExport(q.state.data?.list) ? EXPORT_REFRESH_MS : false),
  });
}

function useInvalidateExports() {
  const queryClient = useQueryClient();
  const { badgeQueryKey } = useCommonShell();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: exportTaskKeys.all }),
      badgeQueryKey ? queryClient.invalidateQueries({ queryKey: badgeQueryKey }) : undefined,
    ]);
  };
}

/** PUT /task/export/{id}/download: counts the download and answers a short-lived link. */
export function useDownloadExportMutation() {
  const invalidate = useInvalidateExports();
  return useMutation({
    mutationFn: async (id: number) => (await http.put<{ file_url: string }>(`/task/export/${id}/download`)).data.file_url,
    onSuccess: invalidate,
  });
}

/** DELETE /task/export/{id}; resolves to the server's success message ('Delete succeeded'). */
export function useDeleteExportMutation() {
  const invalidate = useInvalidateExports();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<unknown>(`/task/export/${id}`)).message,
    onSuccess: invalidate,
  });
}

/**
 * GET {list}/export with the list's filters: the server creates a task and answers at once; the export
 * centre and the download badge show it from then on.
 */
export function useStartExportMutation(path: string) {
  const invalidate = useInvalidateExports();
  return useMutation({
    mutationFn: async (query: QueryParams) => (await http.get<{ id: number }>(path, { query })).message,
    onSuccess: invalidate,
  });
}
