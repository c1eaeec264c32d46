import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { http } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';
import { EXPORT_REFRESH_MS, hasRunningExport, type ExportStatus, type ExportStatusCounts, type ExportTask } from '../export-task';
import { exportTaskKeys } from './export-task.keys';

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
