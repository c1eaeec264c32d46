import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { exportRoute } from '@/core/jobs/export-route';
import type { Exporter } from '@/core/jobs/exporter';
import type { RequestContext } from './request-context';
import { route, type AppDeps } from './route';

/** A GET call answered from its query alone — a list, a report, a dashboard's table — and its export, if it has one. */
export type ReadDef<Q, R, P> = {
  query: z.ZodType<Q, unknown>;
  /** the answer's `data`, for the API reference (as route's) */
  response: z.ZodType<NoInfer<R>, unknown>;
  read: (ctx: RequestContext, query: Q) => Promise<R>;
  /** the same rows through the export centre at `{url}/export`, under the exporter's own permission */
  exporter?: Exporter<P>;
};

/** Registers `GET url` under `permission`, handing its validated query to `read`, and `GET url/export` when it exports. */
export function readRoute<Q, R, P = never>(app: FastifyInstance, deps: AppDeps, url: string, permission: PermissionRule, def: ReadDef<Q, R, P>): void {
  route(app, deps, { method: 'GET', url, permission, query: def.query, response: def.response, handler: (ctx, { query }) => def.read(ctx, query) });
  if (def.exporter) exportRoute(app, deps, `${url}/export`, def.exporter);
}
