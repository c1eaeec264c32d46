import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportProblem, ImportTask } from '@tradewind/contract/common/import-task.schema';
import { http } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';

/** While a task is checked or run, the page asks for its progress this often. */
export const IMPORT_REFRESH_MS = 1000;

export const importKeys = {
  all: ['import-task'] as const,
  kinds: () => [...importKeys.all, 'kinds'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  detail: (id: number) => [...importKeys.all, 'detail', id] as const,
  problems: (id: number, phase: 1 | 2, page: number) => [...importKeys.all, 'problems', id, phase, page] as const,
};

const running = (task: ImportTask | undefined) => task?.import_status === 1 || task?.import_status === 3;

export function useImportKindsQuery() {
  return useQuery({ queryKey: importKeys.kinds(), queryFn: async ({ signal }) => (await http.get<ImportKind[]>('/task/import/kinds', { signal })).data });
}

/** The caller's imports, newest first; polled while one on the page is being checked or run. */
export function useImportListQuery(page: number) {
  const query = { page, page_size: 10 };
  return useQuery({
    queryKey: [...importKeys.lists(), query],
    queryFn: ({ signal }) => fetchList<ImportTask>('/task/imports', query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some(running) ? IMPORT_REFRESH_MS : false),
  });
}

/** One import, polled while it is being checked or run. */
export function useImportQuery(id: number | null) {
  return useQuery({
    queryKey: importKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<ImportTask>(`/task/import/${id}`, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => (running(q.state.data) ? IMPORT_REFRESH_MS : false),
  });
}

export function useImportProblemsQuery(id: number, phase: 1 | 2, page: number, enabled: boolean) {
  const query = { phase, page, page_size: 10 };
  return useQuery({
    queryKey: importKeys.problems(id, phase, page),
    queryFn: ({ signal }) => fetchList<ImportProblem>(`/task/import/${id}/problems`, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateImports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: importKeys.all });
}

/** GET /task/import/template: a short-lived link to the kind's template. */
export function useTemplateMutation() {
  return useMutation({ mutationFn: async (kind: string) => (await http.get<{ file_url: string }>('/task/import/template', { query: { kind } })).data.file_url });
}

/** POST /task/import (multipart): the new task's id. */
export function useUploadImportMutation() {
  const invalidate = useInvalidateImports();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: string; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return (await http.post<{ id: number }>('/task/import', form, { timeoutMs: 120_000 })).data.id;
    },
    onSuccess: invalidate,
  });
}

export function useRunImportMutation() {
  const invalidate = useInvalidateImports();
  return useMutation({ mutationFn: async (id: number) => (await http.put<{ id: number }>(`/task/import/${id}/run`)).message, onSuccess: invalidate });
}

/** A short-lived link to the refused rows (or the file uploaded). */
export function useImportFileMutation() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: 'source' | 'refused' }) => (await http.put<{ file_url: string }>(`/task/import/${id}/download`, undefined, { query: { file } })).data.file_url,
  });
}

export function useDeleteImportMutation() {
  const invalidate = useInvalidateImports();
  return useMutation({ mutationFn: async (id: number) => (await http.delete<{ id: number }>(`/task/import/${id}`)).message, onSuccess: invalidate });
}
