import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { MessageEntry } from '@tradewind/contract/common/core-messages';
import type { ModulePages } from '@tradewind/contract/common/pages';
import { checkPermission, permissionsOf, type PermissionRule } from '@tradewind/contract/common/permission';
import { TODO_COUNT_CAP } from '@tradewind/contract/common/todo.constants';
import { TodoListSchema, type TodoList } from '@tradewind/contract/common/todo.schema';
import { queryOne } from '@/core/db/database';
import { route, type AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';
import { listStores } from '@/core/http/store-scope';

/**
 * One kind of work the workplace's 待办事项 counts (apps/server/README.md "To-dos"). The module that owns the
 * records registers it at start, so the workplace reads no module's tables: `count` is the owner's one
 * capped COUNT over what its list shows with the filter in `path`.
 */
export type TodoProvider = {
  /** `<module>.<what>`, unique; registering a key again replaces it */
  key: string;
  title: MessageEntry;
  /** the list's permission and the action's: what the work needs (all of them) */
  permission: PermissionRule;
  /** the list page with the filter that shows these records */
  path: string;
  /** its place in the panel (the order of the flow: orders, warehouse, delivery, money) */
  sort: number;
  count(ctx: RequestContext): Promise<number>;
};

const providers = new Map<string, TodoProvider>();

export function registerTodo(provider: TodoProvider): void {
  providers.set(provider.key, provider);
}

/**
 * How many rows `from` (a table and its WHERE: `sql\`${table} WHERE …\``) holds, counting up to
 * TODO_COUNT_CAP: an index range that stops there, whatever the backlog.
 */
export async function countTodo(ctx: RequestContext, from: SQL): Promise<number> {
  const row = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${TODO_COUNT_CAP}::int) AS capped`);
  return row?.n ?? 0;
}

/**
 * A to-do's path and permission, from its list page in the module's manifest: the page's address with
 * the list's own filter (`?status=1`), and the page's permission plus the action the records wait for.
 */
export function onListPage<K extends string>(module: ModulePages<K>, key: NoInfer<K>, query: string, action?: string): Pick<TodoProvider, 'path' | 'permission'> {
  const page = module.pages.find((p) => p.key === key);
  if (!page?.permission) throw new Error(`to-do on ${key}: no such page with a permission`);
  return { path: `${page.path}${query}`, permission: [...permissionsOf(page.permission), ...(action ? [action] : [])] };
}

type StoreDocumentTable = PgTable & { storeId: PgColumn; status: PgColumn };

/** The documents of a state in the stores the caller's lists show (`listStores`: the current store, else all of theirs). */
export function countInListStores(ctx: RequestContext, table: StoreDocumentTable, status: number): Promise<number> {
  return countTodo(ctx, sql`${table} WHERE ${table.storeId} = ANY(${listStores(ctx)}::int[]) AND ${table.status} = ${status}::int`);
}

/**
 * The common to-do: a store's documents waiting in one state for an action, which their list shows under
 * its `?status=` tab.
 */
export function registerStateTodo<K extends string>(todo: Pick<TodoProvider, 'key' | 'title' | 'sort'> & {
  pages: ModulePages<K>;
  page: NoInfer<K>;
  action: string;
  table: StoreDocumentTable;
  status: number;
}): void {
  const { pages, page, action, table, status, ...rest } = todo;
  registerTodo({ ...rest, ...onListPage(pages, page, `?status=${status}`, action), count: (ctx) => countInListStores(ctx, table, status) });
}

/** `GET /common/todos`: the caller's to-dos, each counted by its owner; those they may not act on are left out. */
export function registerTodoRoute(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/common/todos',
    permission: 'session',
    response: TodoListSchema,
    handler: async (ctx): Promise<TodoList> => {
      const mine = [...providers.values()].filter((p) => checkPermission(p.permission, ctx.session.permissions)).sort((a, b) => a.sort - b.sort);
      // one statement each, sent together (PostgreSQL pipelines them on the transaction's connection)
      const counts = await Promise.all(mine.map((p) => p.count(ctx)));
      return { list: mine.map((p, i) => ({ key: p.key, title: ctx.locale === 'en-US' ? p.title.en : p.title.zh, count: counts[i], path: p.path })) };
    },
  });
}
