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

/**
 * What the reference tells about a route registered with plain `app.get`/`app.post` (not route()): it
 * authenticates in its own way, and its answer may be no envelope at all (a file it streams, a redirect).
 */
export type PlainRouteDoc = {
  plain: true;
  summary: string;
  /** how the call authenticates and what it does */
  description: string;
  answer: {
    /** the HTTP status of success (default 200) */
    status?: number;
    description: string;
    /** the body's content type when it is not the JSON envelope (a file: `application/octet-stream` or the file's own) */
    contentType?: string;
    /** the JSON envelope's `data` on success (only without contentType) */
    data?: z.ZodType;
  };
};

// Declaration merging needs an interface here.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    doc?: RouteDoc | PlainRouteDoc;
  }
}
