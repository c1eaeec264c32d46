import type { PermissionRule } from '@tradewind/contract/common/permission';
import type { TextKey } from '@/core/i18n/web-messages';

/** One line of a to-do group: what waits, how many, and where to handle it. */
export type WorkplaceTodoItem = { key: string; label: string; count: number; path: string };

/**
 * A module's contribution to the workplace's to-do panel (customers to follow up, receipt notes to
 * audit …). `useItems` is a hook — it runs only for users who pass `permission` — and reads real data;
 * the panel never shows made-up numbers.
 */
export type WorkplaceTodo = {
  key: string;
  title: TextKey;
  permission?: PermissionRule;
  useItems: () => { items: WorkplaceTodoItem[]; loading?: boolean };
};

const todos = new Map<string, WorkplaceTodo>();

/** Called from a module's index.ts; registering the same key again replaces it. */
export function registerWorkplaceTodo(todo: WorkplaceTodo): void {
  todos.set(todo.key, todo);
}

export function workplaceTodos(): WorkplaceTodo[] {
  return [...todos.values()];
}
