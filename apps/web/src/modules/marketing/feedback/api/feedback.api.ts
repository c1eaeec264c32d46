import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateFeedbackSchema, Feedback } from '@tradewind/contract/marketing/feedback.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { todoKeys } from '@/modules/common';

export const feedbackKeys = createQueryKeys('marketing', 'feedback');
export const FEEDBACK_LIST_PATH = '/marketing/feedbacks';
/** the workplace's to-do counts the new ones */
const TODOS = [todoKeys.all];

export type FeedbackBody = z.input<typeof CreateFeedbackSchema>;
export const useCreateFeedbackMutation = () => useSaveMutation<FeedbackBody, Feedback>({ path: '/marketing/feedback', keys: feedbackKeys, alsoInvalidate: TODOS, quiet: true });

/** PUT /marketing/feedback/{id}/reply (quiet: the dialog shows the refusal). */
export function useReplyFeedbackMutation() {
  const invalidate = useInvalidateEntity({ keys: feedbackKeys, alsoInvalidate: TODOS });
  return useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string }) => (await http.put<Feedback>(`/marketing/feedback/${id}/reply`, { reply }, { quiet: true })).data,
    onSuccess: (row) => invalidate(row.id),
  });
}

/** PUT /marketing/feedback/{id}/status: close or reopen. */
export function useFeedbackStatusMutation() {
  const invalidate = useInvalidateEntity({ keys: feedbackKeys, alsoInvalidate: TODOS });
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'close' | 'reopen' }) => (await http.put<Feedback>(`/marketing/feedback/${id}/status`, { action })).data,
    onSuccess: (row) => invalidate(row.id),
  });
}
