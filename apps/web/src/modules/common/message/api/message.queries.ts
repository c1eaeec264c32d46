import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Message, MessageType } from '@tradewind/contract/common/message.schema';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { http } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';
import { messageKeys, type MessageListFilter } from './message.keys';

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
