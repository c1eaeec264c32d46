import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Activity, ActivityPreviewResult, ActivityPreviewSchema, ActivitySaved, CreateActivitySchema } from '@tradewind/contract/marketing/activity.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Activities: the list, one activity, save (answers its overlaps), on/off/void, "try a cart". */
export const activityKeys = createQueryKeys('marketing', 'activity');

export function useActivityQuery(id: number | null) {
  return useQuery({
    queryKey: activityKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Activity>(`/marketing/activity/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export type ActivityBody = z.input<typeof CreateActivitySchema>;
export const useSaveActivityMutation = () => useSaveMutation<ActivityBody, ActivitySaved>({ path: '/marketing/activity', keys: activityKeys, quiet: true });

/** PUT /marketing/activity/{id}/on|off|void. */
export function useActivityActionMutation() {
  const invalidate = useInvalidateEntity({ keys: activityKeys });
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'on' | 'off' | 'void' }) => (await http.put<ActivitySaved>(`/marketing/activity/${id}/${action}`, {})).data,
    onSuccess: (_d, { id }) => invalidate(id),
  });
}

/** POST /marketing/activity/preview: the cart priced with the activity as edited (quiet: the panel shows a refusal itself). */
export function useActivityPreviewMutation() {
  return useMutation({
    mutationFn: async (body: z.input<typeof ActivityPreviewSchema>) => (await http.post<ActivityPreviewResult>('/marketing/activity/preview', body, { quiet: true })).data,
  });
}
