import { sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { SETTLEMENT_STATES, type SettlementAction, type SettlementDocType } from '@tradewind/contract/fms/settlement.schema';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { ownStores } from '@/core/http/store-scope';

/** A supplier settlement's status in the caller's language. */
export const supplierStatusName = (ctx: RequestContext, status: number) => translate(`fms.ss_status.${status}` as MessageKey, ctx.locale);
/** A worker settlement's status in the caller's language. */
export const workerStatusName = (ctx: RequestContext, status: number) => translate(`fms.settlement_status.${status}` as MessageKey, ctx.locale);

/**
 * A settlement kind's table as its state changes see it: the caller's stores (404 `fms.<prefix>_not_found`
 * otherwise), 409 `fms.<prefix>_status_changed` naming the state a second action at once finds.
 */
function settlementTable(type: SettlementDocType, table: string, prefix: 'ss' | 'ws', statusName: (ctx: RequestContext, status: number) => string): DocumentTable<SettlementAction> {
  return {
    type,
    table,
    states: SETTLEMENT_STATES,
    scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
    notFound: `fms.${prefix}_not_found`,
    conflict: (ctx, status) => conflict(`fms.${prefix}_status_changed`, { status: statusName(ctx, status) }),
  };
}

export const SUPPLIER_SETTLEMENTS = settlementTable('supplier_settlement', 'fms_supplier_settlements', 'ss', supplierStatusName);
export const WORKER_SETTLEMENTS = settlementTable('worker_settlement', 'fms_worker_settlements', 'ws', workerStatusName);

type SettlementHead = { number: string; total_amount: string; audit1_by: number | null };

/**
 * A settlement under FOR UPDATE in the caller's stores (404 otherwise), in a state the action starts from
 * (409 naming the current state: of two actions at once the second waits for the lock, then finds it
 * changed): its number, total and first auditor, and the kind's own `columns`.
 */
export async function lockSettlement<R extends object = object>(ctx: RequestContext, table: DocumentTable<SettlementAction>, action: SettlementAction, id: number, columns?: SQL): Promise<LockedDocument<R & SettlementHead>> {
  const own = columns ? sql`, ${columns}` : sql``;
  const row = await lockDocument<SettlementAction, R & SettlementHead>(ctx, table, action, id, sql`coalesce(number, '') AS number, total_amount::text AS total_amount, audit1_by${own}`);
  return { ...row, audit1_by: row.audit1_by === null ? null : Number(row.audit1_by) };
}

/**
 * A settlement's audit: `audit1` 1 → 2, `audit2` 2 → 3 by another person than audit1 (409
 * `fms.settlement_same_auditor`; the table's CHECK says it too), each recording who, when and the remark.
 */
export async function auditSettlement(ctx: RequestContext, table: DocumentTable<SettlementAction>, step: 'audit1' | 'audit2', row: LockedDocument<SettlementHead>, remark: string | null): Promise<void> {
  if (step === 'audit2' && row.audit1_by === ctx.staffId) throw conflict('fms.settlement_same_auditor');
  const set =
    step === 'audit1'
      ? sql`audit1_by = ${ctx.staffId}::int, audit1_at = now(), audit1_remark = ${remark}`
      : sql`audit2_by = ${ctx.staffId}::int, audit2_at = now(), audit2_remark = ${remark}`;
  await transition(ctx, table, step, row, { set, remark });
}
