import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/core/http/http-client';
import { useCommonShell } from '../../realtime/common-shell-context';
import { messageKeys } from './message.keys';

/** Every message change moves the tab counts and the top bar's badge too. */
function useInvalidateMessages() {
  const queryClient = useQueryClient();
  const { badgeQueryKey } = useCommonShell();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      badgeQueryKey ? queryClient.invalidateQueries({ queryKey: badgeQueryKey }) : undefined,
    ]);
  };
}

/** POST /message/set_read with the ids comma-joined (spec 000 §7). */
export function useSetReadMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (ids: readonly number[]) => http.post<unknown>('/message/set_read', new URLSearchParams({ message_ids: ids.join(',') })),
    onSuccess: invalidate,
  });
}

/** POST /message/set_all_read, for one type (the open tab) or all when `type` is empty. */
export function useSetAllReadMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (type: string) => http.post<unknown>('/message/set_all_read', new URLSearchParams(type ? { type } : {})),
    onSuccess: invalidate,
  });
}

export function useDeleteMessageMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({ mutationFn: (id: number) => http.delete<unknown>(`/messages/${id}`), onSuccess: invalidate });
}

export function useDeleteAllReadMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({ mutationFn: () => http.delete<unknown>('/message/all_read'), onSuccess: invalidate });
}
