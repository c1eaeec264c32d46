import { TODO_COUNT_CAP } from '@tradewind/contract/common/todo.constants';
import type { Todo } from '@tradewind/contract/common/todo.schema';

/**
 * A to-do as the panel shows it. Every kind of work the person may do stays listed, in the flow's order,
 * so the list does not jump about; one with nothing waiting is greyed (still a link to its list) rather
 * than hidden, which would leave "nothing to do" and "not loaded" looking alike. The server's count stops
 * at TODO_COUNT_CAP: 999+.
 */
export function todoView(todo: Todo): { waiting: boolean; countText: string } {
  return { waiting: todo.count > 0, countText: todo.count >= TODO_COUNT_CAP ? `${TODO_COUNT_CAP - 1}+` : String(todo.count) };
}
