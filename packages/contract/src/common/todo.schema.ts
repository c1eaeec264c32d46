import { z } from 'zod';

/**
 * `GET /common/todos`: the workplace's 待办事项 — what waits for the caller, one entry per kind of work
 * whose list and action they may use, counted in the stores their lists show (the current store, else
 * all of theirs). A count stops at TODO_COUNT_CAP (the web shows 999+).
 */
export const TodoSchema = z.object({
  /** the provider's key, `<module>.<what>` (`oms.order_audit`) */
  key: z.string(),
  /** what waits, in the caller's language */
  title: z.string(),
  count: z.number().int(),
  /** the list page filtered to those records (`/oms/order/list?status=1`) */
  path: z.string(),
});
export type Todo = z.infer<typeof TodoSchema>;

export const TodoListSchema = z.object({ list: z.array(TodoSchema) });
export type TodoList = z.infer<typeof TodoListSchema>;
