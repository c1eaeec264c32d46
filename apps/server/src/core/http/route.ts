import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkPermission, isViewPermission, permissionsOf, type PermissionRule } from '@tradewind/contract/common/permission';
import { localeFromHeader } from '@tradewind/contract/common/messages';
import { actionLogInsert, type ActionLogWrite } from '@/core/audit/action-log';
import { registerPermissions } from '@/core/auth/permission-registry';
import { loadSession, type LoadedSession } from '@/core/auth/session';
import { bearerToken } from '@/core/auth/token';
import { transaction, type Db } from '@/core/db/database';
import { ok } from './envelope';
import { FailAfterCommit, forbiddenContext, noPermission, noViewPermission, unauthorized } from './errors';
import type { PublicContext, RequestContext } from './request-context';
import type { RouteDoc } from '@/core/openapi/route-doc';
import { readMultipart, type MultipartOptions } from './multipart';
import { parseInput } from './validation';

export const API_PREFIX = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schemas<Q, B, P> = {
  query?: z.ZodType<Q, unknown>;
  body?: z.ZodType<B, unknown>;
  params?: z.ZodType<P, unknown>;
};

export type Input<Q, B, P> = { query: Q; body: B; params: P };

export type RouteDef<Q, B, P, R> = Schemas<Q, B, P> & {
  method: Method;
  url: string;
  /** the permission rule the caller must satisfy, or 'session' for any logged-in staff */
  permission: PermissionRule | 'session';
  /** names the call in the action log (default: the permission, else the URL) */
  action?: string;
  /** the kind of record the call changes, for the action log */
  targetType?: string;
  /** success message key (default 'common.ok', or 'common.delete_succeeded' for DELETE) */
  successMessage?: string;
  /**
   * a multipart body, read before the transaction and handed over as `body` (no body schema); with
   * `toFile` its file is streamed to a scratch file of at most `maxBytes` (the handler removes it)
   */
  multipart?: boolean | MultipartOptions;
  /** bytes; uploads take more than the default 2 MB so the 5 MB rule can answer with its own message */
  bodyLimit?: number;
  /** write the action log row (default: for POST, PUT and DELETE) */
  audit?: boolean;
  /** calls the shell needs before a store is chosen or after a contract ended */
  skipStoreCheck?: boolean;
  allowEndedContract?: boolean;
  /**
   * a hot call whose statements are prepared (queryPrepared, queryRowsInOrder's `prepare`) and served well
   * by one plan whatever their values: PostgreSQL keeps a generic plan for each instead of planning every
   * call, which costs more than running them (the global search, a coupon's claim)
   */
  genericPlans?: boolean;
  /** the answer's `data`, for the API reference (openapi.json) only: it is not checked at run time */
  response?: z.ZodType<NoInfer<R>, unknown>;
  handler: (ctx: RequestContext, input: Input<Q, B, P>) => Promise<R>;
};

export type AppDeps = { db: Db };

function clientIp(req: FastifyRequest): string {
  return req.ip;
}

function storeHeader(req: FastifyRequest): number | null {
  const raw = req.headers['currstoreid'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '' || value === 'null' || value === 'undefined') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : -1;
}

function targetOf(data: unknown, input: Input<unknown, unknown, unknown>): string | number | null {
  const pick = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : undefined);
  const id = pick(data) ?? pick(input.params) ?? pick(input.body);
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** One authenticated call as its transaction sees it: what the request said, and the checks to run on a session. */
export type Call<Q, B, P> = {
  req: FastifyRequest;
  token: string;
  /** the CurrStoreId header, to be checked (null when absent or when the route skips the store check) */
  storeId: number | null;
  requestedStoreId: number | null;
  /** refuses a session this call may not run under: ended contract, store not its, permission lacking */
  admit(session: LoadedSession): void;
  /** the validated query, body and params (a 422 when they are not) */
  readInput(): Input<Q, B, P>;
  contextOf(tx: Db, session: LoadedSession): RequestContext;
};

/**
 * Registers an authenticated API route whose transaction `run` brings, given the call: route's own, or an
 * opt-in variant of it (speculative-route.ts). Deny by default: every route names its permission.
 */
export function registerAuthenticatedRoute<Q, B, P, R>(
  app: FastifyInstance,
  def: RouteDef<Q, B, P, R>,
  run: (call: Call<Q, B, P>) => Promise<R>,
): void {
  if (def.permission !== 'session') registerPermissions(def.permission, { guard: true });
  const rule = def.permission;
  const doc: RouteDoc = { permission: rule, query: def.query, body: def.body, params: def.params, response: def.response, multipart: Boolean(def.multipart) };
  app.route({
    method: def.method,
    url: API_PREFIX + def.url,
    bodyLimit: def.bodyLimit,
    config: { doc },
    handler: async (req) => {
      const locale = localeFromHeader(req.headers['accept-language']);
      const token = bearerToken(req.headers.authorization);
      if (!token) throw unauthorized();
      const multipartBody = def.multipart ? await readMultipart(req, def.multipart === true ? undefined : def.multipart) : undefined;
      const requestedStoreId = storeHeader(req);
      const storeId = def.skipStoreCheck ? null : requestedStoreId;
      const call: Call<Q, B, P> = {
        req,
        token,
        storeId,
        requestedStoreId,
        admit: (session) => {
          if (session.contractEnded && !def.allowEndedContract) throw forbiddenContext('common.contract_ended');
          if (storeId !== null && !session.storeIds.includes(storeId)) throw forbiddenContext('common.store_not_authorised');
          if (rule !== 'session' && !checkPermission(rule, session.permissions)) {
            const missing = permissionsOf(rule).find((p) => !session.permissions.has(p)) ?? '';
            throw isViewPermission(missing) ? noViewPermission() : noPermission();
          }
        },
        readInput: () => {
          const input = parseInput(def, req) as Input<Q, B, P>;
          if (multipartBody) input.body = multipartBody as B;
          return input;
        },
        contextOf: (tx, session) => ({
          db: tx,
          session,
          tenantId: session.tenantId,
          staffId: session.staffId,
          storeId,
          requestedStoreId,
          locale,
          ip: clientIp(req),
          requestId: String(req.id),
          audit: {},
        }),
      };
      // a scratch file the handler did not move into storage goes when the call ends, either way
      const data = await run(call).finally(() => (multipartBody?.file?.path ? fs.promises.rm(multipartBody.file.path, { force: true }) : undefined));
      return ok(data ?? null, locale, def.successMessage ?? (def.method === 'DELETE' ? 'common.delete_succeeded' : 'common.ok'));
    },
  });
}

/**
 * Registers an authenticated API route. The whole call runs in one transaction that first resolves the
 * token (owner rights) and enters its tenant (RLS) in one statement, checks store and permission, runs the
 * handler and, for a mutating call, appends the action log row. On PostgreSQL the BEGIN goes with the
 * session statement and the action log row with the COMMIT (core/db `transaction`): a call's statements
 * are its handler's and two round trips.
 */
export function route<Q = undefined, B = undefined, P = undefined, R = unknown>(
  app: FastifyInstance,
  deps: AppDeps,
  def: RouteDef<Q, B, P, R>,
): void {
  const mutating = def.audit ?? def.method !== 'GET';
  const rule = def.permission;
  registerAuthenticatedRoute(app, def, (call) => {
    let log: ActionLogWrite | undefined;
    return transaction(
      deps.db,
      async (tx) => {
        const session = await loadSession(tx, call.token, { enterTenant: true, genericPlans: def.genericPlans });
        call.admit(session);
        const input = call.readInput();
        const ctx = call.contextOf(tx, session);
        const result = await def.handler(ctx, input);
        if (mutating) {
          const permission = rule === 'session' ? null : permissionsOf(rule)[0];
          log = {
            tenantId: session.tenantId,
            staffId: session.staffId,
            staffName: session.name,
            storeId: call.storeId,
            module: (permission ?? def.url.split('/')[1] ?? '').split(':')[0].slice(0, 30),
            action: def.action ?? permission ?? `${def.method} ${def.url}`,
            method: def.method,
            path: call.req.url,
            targetType: ctx.audit.targetType ?? def.targetType ?? null,
            targetId: ctx.audit.targetId ?? targetOf(result, input as Input<unknown, unknown, unknown>),
            ip: ctx.ip,
            requestId: ctx.requestId,
          };
        }
        return result;
      },
      { last: (tx) => (log ? actionLogInsert(tx, log) : undefined) },
    );
  });
}

type PublicRouteDef<Q, B, P, R> = Schemas<Q, B, P> & {
  method: Method;
  url: string;
  successMessage?: string;
  /** response headers of every answer, refusals too (`X-Robots-Tag: noindex` for a preview) */
  headers?: Record<string, string>;
  /** the answer's `data`, for the API reference only (as route's) */
  response?: z.ZodType<NoInfer<R>, unknown>;
  handler: (ctx: PublicContext, input: Input<Q, B, P>) => Promise<R | FailAfterCommit>;
};

/**
 * A route open without a token (login, register, SMS codes). Its transaction has the owner's rights and
 * no tenant: the handler enters a tenant itself once it knows one, and writes its own action log.
 */
export function publicRoute<Q = undefined, B = undefined, P = undefined, R = unknown>(
  app: FastifyInstance,
  deps: AppDeps,
  def: PublicRouteDef<Q, B, P, R>,
): void {
  const doc: RouteDoc = { permission: 'public', query: def.query, body: def.body, params: def.params, response: def.response };
  app.route({
    method: def.method,
    url: API_PREFIX + def.url,
    config: { doc },
    handler: async (req, reply) => {
      if (def.headers) void reply.headers(def.headers);
      const locale = localeFromHeader(req.headers['accept-language']);
      const input = parseInput(def, req) as Input<Q, B, P>;
      const data = await transaction(deps.db, (tx) =>
        def.handler(
          { db: tx, locale, ip: clientIp(req), requestId: String(req.id), userAgent: req.headers['user-agent']?.slice(0, 300) ?? null },
          input,
        ),
      );
      if (data instanceof FailAfterCommit) throw data.error;
      return ok(data ?? null, locale, def.successMessage);
    },
  });
}
