import type { z } from 'zod';
import type { PermissionRule } from '@tradewind/contract/common/permission';

/**
 * What the API reference (openapi.json) tells about a route, carried in the route's Fastify `config` so
 * the `onRoute` hook sees it with the route: route() and publicRoute() fill it from their definition; a
 * route registered with plain `app.get`/`app.post` may give one too, else the reference lists it bare.
 */
export type RouteDoc = {
  /** the permission rule the caller must satisfy; 'session': any logged-in staff; 'public': no token */
  permission: PermissionRule | 'session' | 'public';
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** the envelope's `data` on success */
  response?: z.ZodType;
  /** the body is multipart/form-data (files) */
  multipart?: boolean;
  /** one line for the reference; else it is made of the method and the permission */
  summary?: string;
};

// Declaration merging needs an interface here.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
