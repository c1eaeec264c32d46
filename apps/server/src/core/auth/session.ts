import { sql } from 'drizzle-orm';
import { todayIn } from '@tradewind/contract/common/time';
import { queryPrepared, type Db } from '@/core/db/database';
import { tenantSettings } from '@/core/db/tenancy';
import { forbiddenContext, sessionEnded, unauthorized } from '@/core/http/errors';
import type { DataScope, StaffSession } from '@/core/http/request-context';
import { allPermissions } from './permission-registry';
import { hashToken } from './token';

type SessionRow = {
  token_id: number;
  tenant_id: number;
  staff_id: number;
  expired: boolean;
  revoked_reason: string | null;
  revoked: boolean;
  name: string;
  dept_id: number | null;
  staff_status: number;
  staff_deleted: boolean;
  time_zone: string;
  tenant_status: number;
  contract_end: string | null;
  permissions: string[];
  is_super: boolean;
  data_scope: number | null;
  store_ids: number[];
};

/** A session as loaded for a request: the staff's rights, and whether their tenant's contract has ended. */
export type LoadedSession = StaffSession & { contractEnded: boolean };

/** Reasons for which the server ended a session: the client logs out and reloads (body code 403). */
const SERVER_ENDED = new Set(['disabled', 'password', 'deleted']);

/** Who the staff member is and what they may do now; `s` is the staff row, `tn` their tenant. */
const STAFF_AND_RIGHTS = sql`s.name, s.dept_id, s.status AS staff_status, s.deleted_at IS NOT NULL AS staff_deleted,
  tn.time_zone, tn.status AS tenant_status, to_char(tn.contract_end, 'YYYY-MM-DD') AS contract_end,
  coalesce((SELECT array_agg(DISTINCT p) FROM staff_roles sr JOIN roles r ON r.id = sr.role_id, unnest(r.permissions) p
            WHERE sr.staff_id = s.id), '{}') AS permissions,
  coalesce((SELECT bool_or(r.is_super) FROM staff_roles sr JOIN roles r ON r.id = sr.role_id WHERE sr.staff_id = s.id), false) AS is_super,
  (SELECT min(r.data_scope) FROM staff_roles sr JOIN roles r ON r.id = sr.role_id WHERE sr.staff_id = s.id) AS data_scope,
  coalesce((SELECT array_agg(ss.store_id ORDER BY ss.store_id) FROM staff_stores ss JOIN stores st ON st.id = ss.store_id
            WHERE ss.staff_id = s.id AND st.status = 1), '{}') AS store_ids`;

function toSession(row: SessionRow): LoadedSession {
  const contractEnded = row.contract_end !== null && row.contract_end < todayIn(row.time_zone);
  return {
    tokenId: row.token_id,
    staffId: row.staff_id,
    tenantId: row.tenant_id,
    name: row.name,
    deptId: row.dept_id,
    timeZone: row.time_zone,
    isSuper: row.is_super,
    permissions: row.is_super ? allPermissions() : new Set(row.permissions),
    dataScope: (row.data_scope ?? 4) as DataScope,
    storeIds: row.store_ids.map(Number),
    contractEnded,
  };
}

/**
 * Resolves a bearer token to the staff session. Runs with the owner's rights: the token is all we know
 * yet. With `enterTenant`, the same statement also enters the token's tenant (`app.tenant_id` and the
 * runtime role, as enterTenant does) — one round trip for both; the caller's checks that follow throw and
 * so roll the transaction back. With `genericPlans`, the transaction's prepared statements run on generic
 * plans (route's `genericPlans`). A prepared statement itself: it runs on every call.
 */
export async function loadSession(
  tx: Db,
  token: string,
  options: { enterTenant?: boolean; genericPlans?: boolean } = {},
): Promise<LoadedSession> {
  const settings = [
    ...(options.enterTenant ? [tenantSettings(sql`t.tenant_id`)] : []),
    ...(options.genericPlans ? [sql`set_config('plan_cache_mode', 'force_generic_plan', true) AS plan_mode`] : []),
  ];
  const enter = settings.length ? sql`, ${sql.join(settings, sql`, `)}` : sql``;
  const [row] = await queryPrepared<SessionRow>(
    tx,
    'tw_session',
    sql`SELECT t.id AS token_id, t.tenant_id, t.staff_id, t.expires_at < now() AS expired,
          t.revoked_at IS NOT NULL AS revoked, t.revoked_reason, ${STAFF_AND_RIGHTS}${enter}
        FROM auth_tokens t JOIN staff s ON s.id = t.staff_id AND s.tenant_id = t.tenant_id JOIN tenants tn ON tn.id = t.tenant_id
        WHERE t.token_hash = ${hashToken(token)}`,
  );
  if (!row) throw unauthorized();
  if (row.revoked) throw row.revoked_reason && SERVER_ENDED.has(row.revoked_reason) ? sessionEnded() : unauthorized();
  if (row.expired) throw unauthorized();
  if (row.staff_status !== 1 || row.staff_deleted) throw sessionEnded();
  if (row.tenant_status !== 1) throw forbiddenContext('common.contract_ended');
  return toSession(row);
}

/**
 * A staff member's rights now, without a token: background work (exports) runs with the rights its
 * creator has when it runs, not when it was asked for. Undefined when they are gone or disabled.
 */
export async function loadStaffSession(tx: Db, staffId: number): Promise<StaffSession | undefined> {
  const [row] = await queryPrepared<SessionRow>(
    tx,
    'tw_staff_session',
    sql`SELECT 0 AS token_id, s.tenant_id, s.id AS staff_id, false AS expired, false AS revoked, NULL AS revoked_reason, ${STAFF_AND_RIGHTS}
        FROM staff s JOIN tenants tn ON tn.id = s.tenant_id
        WHERE s.id = ${staffId}`,
  );
  if (!row || row.staff_status !== 1 || row.staff_deleted) return undefined;
  return toSession(row);
}
