import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import type { Exporter } from '@/core/jobs/exporter';
import { readRoute } from './read-route';
import type { RequestContext } from './request-context';
import { route, type AppDeps } from './route';

type Schema<T> = z.ZodType<T, unknown>;

/**
 * Where an entity's calls live and what they are named by: `url` is `/{module}/{entity}`, `listUrl` its list's
 * path (where it has one), `permission` the `{module}:{entity}` its actions' permissions start with, `read` the
 * permission of its list and detail where it is not `{permission}:list`.
 */
export type EntityPaths = { url: string; listUrl?: string; permission: string; read?: PermissionRule; targetType: string };

/** The calls of docs/architecture.md §3 an entity has; each is left out where the entity has none. */
export type EntityRoutes<LQ, LR, LP, DR, CB, CR, UB, UR, RR> = {
  /** `permission` where the list's differs from the detail's (a picker other pages read, a detail editors open too) */
  list?: { permission?: PermissionRule; query: Schema<LQ>; response: Schema<NoInfer<LR>>; read: (ctx: RequestContext, query: LQ) => Promise<LR>; exporter?: Exporter<LP> };
  detail?: { response: Schema<NoInfer<DR>>; read: (ctx: RequestContext, id: number) => Promise<DR> };
  create?: { body: Schema<CB>; response: Schema<NoInfer<CR>>; write: (ctx: RequestContext, body: CB) => Promise<CR> };
  update?: { body: Schema<UB>; response: Schema<NoInfer<UR>>; write: (ctx: RequestContext, body: UB) => Promise<UR> };
  remove?: { response: Schema<NoInfer<RR>>; write: (ctx: RequestContext, id: number) => Promise<RR> };
};

/**
 * Registers an entity's list (`GET listUrl`, with its export where it has one) and detail (`GET url/:id`) under
 * the read permission, and its create (`POST url`), update (`PUT url`) and delete (`DELETE url/:id`) under
 * `{permission}:create|update|delete`, logged against `targetType`. Its other calls (state changes, lookups)
 * stay routes of their own.
 */
export function entityRoutes<LQ, LR, LP, DR, CB, CR, UB, UR, RR>(app: FastifyInstance, deps: AppDeps, at: EntityPaths, def: EntityRoutes<LQ, LR, LP, DR, CB, CR, UB, UR, RR>): void {
  const { url, permission, targetType } = at;
  const read = at.read ?? `${permission}:list`;
  const { list, detail, create, update, remove } = def;
  if (list) {
    if (!at.listUrl) throw new Error(`${url}: a list needs its listUrl`);
    readRoute(app, deps, at.listUrl, list.permission ?? read, list);
  }
  if (detail) route(app, deps, { method: 'GET', url: `${url}/:id`, permission: read, params: IdParamsSchema, response: detail.response, handler: (ctx, { params }) => detail.read(ctx, params.id) });
  if (create) route(app, deps, { method: 'POST', url, permission: `${permission}:create`, targetType, body: create.body, response: create.response, handler: (ctx, { body }) => create.write(ctx, body) });
  if (update) route(app, deps, { method: 'PUT', url, permission: `${permission}:update`, targetType, body: update.body, response: update.response, handler: (ctx, { body }) => update.write(ctx, body) });
  if (remove) route(app, deps, { method: 'DELETE', url: `${url}/:id`, permission: `${permission}:delete`, targetType, params: IdParamsSchema, response: remove.response, handler: (ctx, { params }) => remove.write(ctx, params.id) });
}
