import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type QueryParams } from '@/core/http/http-client';
import { useCommonShell } from '../../realtime/common-shell-context';
import { exportTaskKeys } from './export-task.keys';

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
