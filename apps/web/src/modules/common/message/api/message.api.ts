import { useInfiniteQuery, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessageType } from '@tradewind/contract/common/message.schema';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { http } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';
import { useCommonShell } from '../../realtime/common-shell-context';

export type MessageListFilter = { type: string; only_show_unread: 0 | 1 };

export const messageKeys = {
  all: ['message'] as const,
  types: () => [...messageKeys.all, 'types'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (filter: MessageListFilter) => [...messageKeys.lists(), filter] as const,
  unreadCount: () => [...messageKeys.all, 'un-read-num'] as const,
};

/** The drawer's tabs with their unread counts. */
export function useMessageTypesQuery(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.types(),
    queryFn: async ({ signal }) => (await http.get<MessageType[]>('/message/types', { signal, quiet: true })).data,
    enabled,
    staleTime: 0,
  });
}

/** One tab's messages, page after page as the list scrolls (spec 000 §2 infinite scroll). */
export function useMessageListQuery(filter: MessageListFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(filter),
    initialPageParam: 1,
    // Spec 000 §8: a list loader shows an empty list on a non-200 code (already toasted app-wide).
    queryFn: ({ pageParam, signal }) => fetchList<Message>('/messages', { page: pageParam, page_size: DEFAULT_PAGE_SIZE, only_show_unread: filter.only_show_unread, type: filter.type || undefined }, signal),
    getNextPageParam: (last) => (last.pagination.page * last.pagination.size < last.pagination.total && last.list.length > 0 ? last.pagination.page + 1 : undefined),
    enabled,
    staleTime: 0,
  });
}

export function useUnreadCountQuery(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: async ({ signal }) => (await http.get<{ un_read_num: number }>('/message/un_read_num', { signal, quiet: true })).data.un_read_num,
    enabled,
  });
}

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
