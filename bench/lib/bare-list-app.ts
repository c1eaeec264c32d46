import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { localeFromHeader, translate } from '@tradewind/contract/common/messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@tradewind/contract/common/time';

export const BARE_LIST_PATH = '/api/v1/action/log';

// The statements listActionLog has Drizzle send, with the tenant filter written out instead of left to
// row-level security. Both run on one connection, one after the other, as they do in Tradewind's
// transaction (node-postgres queues a client's queries).
const LIST_SQL = `select "action_logs"."id", "action_logs"."tenant_id", "action_logs"."staff_id", "action_logs"."staff_name",
  "action_logs"."store_id", "action_logs"."module", "action_logs"."action", "action_logs"."method", "action_logs"."path",
  "action_logs"."target_type", "action_logs"."target_id", "action_logs"."ip", "action_logs"."request_id",
  "action_logs"."created_at", "stores"."name" as "store_name"
  from "action_logs" left join "stores" on "stores"."id" = "action_logs"."store_id"
  where "action_logs"."tenant_id" = $1
  order by "action_logs"."created_at" desc, "action_logs"."id" desc limit $2 offset $3`;
const COUNT_SQL = `select count(*) as "total" from "action_logs" where "action_logs"."tenant_id" = $1`;

type LogRow = {
  id: string;
  staff_id: number | null;
  staff_name: string | null;
  store_id: number | null;
  store_name: string | null;
  module: string;
  action: string;
  method: string;
  path: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: Date;
};

export type BareListApp = { app: FastifyInstance; pool: pg.Pool };

function pageParam(value: unknown, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/**
 * The floor Tradewind is compared with: Fastify and a pg pool answering the action log page for one
 * fixed tenant, with no token lookup, no transaction, no RLS, no validation library and no ORM, but the
 * same SQL work and the same envelope byte for byte (the bench checks that).
 */
export async function buildBareListApp(databaseUrl: string, tenantId: number, poolSize: number): Promise<BareListApp> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client the server terminates (the bench database is dropped WITH (FORCE) right after
  // pool.end(), which does not wait for sockets to close) must not crash the process.
  pool.on('error', () => undefined);
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => pool.end());
  app.get(BARE_LIST_PATH, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageParam(query.page, 1);
    const size = Math.min(pageParam(query.page_size, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const client = await pool.connect();
    try {
      const [rows, count] = await Promise.all([
        client.query<LogRow>(LIST_SQL, [tenantId, size, (page - 1) * size]),
        client.query<{ total: string }>(COUNT_SQL, [tenantId]),
      ]);
      // The bench tenant keeps the default zone; Tradewind reads it from the tenant row per request.
      const list = rows.rows.map((r) => ({
        id: Number(r.id),
        staff_id: r.staff_id,
        staff_name: r.staff_name,
        store_id: r.store_id,
        store_name: r.store_name,
        module: r.module,
        action: r.action,
        method: r.method,
        path: r.path,
        target_type: r.target_type,
        target_id: r.target_id,
        ip: r.ip,
        request_id: r.request_id,
        created_at: formatDateTime(r.created_at, DEFAULT_TIME_ZONE)!,
      }));
      const locale = localeFromHeader(req.headers['accept-language']);
      return { code: 200, message: translate('common.ok', locale), data: { list, pagination: { total: Number(count.rows[0].total), page, size } } };
    } finally {
      client.release();
    }
  });
  return { app, pool };
}
