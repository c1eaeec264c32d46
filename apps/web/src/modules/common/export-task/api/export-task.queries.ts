import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination';
import { http } from '@/core/http/http-client';
import { ApiError } from '@/core/http/http-error';
import { emptyList } from '@/core/list/list-query';
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
    queryFn: async ({ signal }): Promise<ListData<ExportTask>> => {
      try {
        return (await http.get<ListData<ExportTask>>('/task/exports', { query, signal })).data;
      } catch (error) {
        if (error instanceof ApiError) return emptyList<ExportTask>(query.page, query.page_size);
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasRunningExport(q.state.data?.list) ? EXPORT_REFRESH_MS : false),
  });
}
