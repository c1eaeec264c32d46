import { useQuery } from '@tanstack/react-query';
import type { TodoList } from '@tradewind/contract/common/todo.schema';
import { http } from '@/core/http/http-client';

export const todoKeys = { all: ['dashboard', 'todos'] as const };

/**
 * The caller's to-dos (`GET /common/todos`). Always stale: the workplace is kept alive in its tab, and
 * coming back to it (the tab shown again, the window focused) asks again, so the counts are today's.
 */
export function useTodosQuery() {
  return useQuery({
    queryKey: todoKeys.all,
    queryFn: async ({ signal }) => (await http.get<TodoList>('/common/todos', { signal, quiet: true })).data,
    staleTime: 0,
  });
}
