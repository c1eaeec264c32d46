export type MessageListFilter = { type: string; only_show_unread: 0 | 1 };

export const messageKeys = {
  all: ['message'] as const,
  types: () => [...messageKeys.all, 'types'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (filter: MessageListFilter) => [...messageKeys.lists(), filter] as const,
  unreadCount: () => [...messageKeys.all, 'un-read-num'] as const,
};
