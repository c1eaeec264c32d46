import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { SettlementStatus, type SettlementDocType } from '@tradewind/contract/fms/settlement.schema';
import { queryRows, type Db } from '@/core/db/database';
import type { DocumentActor } from '@/core/documents/document-log';
import { transition } from '@/core/documents/transition';
import { SUPPLIER_SETTLEMENTS, WORKER_SETTLEMENTS } from './settlement-documents';

/** A settlement order as a payment note sees it: whose it is and what is open (cents). */
export type PayableSettlement = {
  id: number;
  no: string;
  storeId: number;
  status: number;
  /** 'supplier' for a supplier settlement; the earner's type ('staff' / 'worker') for a worker settlement */
  targetType: 'supplier' | 'staff' | 'worker';
  targetId: number;
  total: number;
  paid: number;
  /** total − paid, never below 0 */
  open: number;
  /** the settlement's own remark (carried onto the money-out row that pays it) */
  remark: string | null;
};

const tableOf = (type: SettlementDocType) => sql.raw(type === 'supplier_settlement' ? 'fms_supplier_settlements' : 'fms_worker_settlements');
const targetOf = (type: SettlementDocType) => sql.raw(type === 'supplier_settlement' ? `'supplier' AS target_type, supplier_id AS target_id` : 'target_type, target_id');

type Row = { id: number; number: string | null; store_id: number; status: number; target_type: PayableSettlement['targetType']; target_id: number; total_amount: string; paid_amount: string; remark: string | null };
const payable = (r: Row): PayableSettlement => {
  const total = toCents(r.total_amount);
  const paid = toCents(r.paid_amount);
  return { id: Number(r.id), no: r.number ?? '', storeId: Number(r.store_id), status: Number(r.status), targetType: r.target_type, targetId: Number(r.target_id), total, paid, open: Math.max(0, total - paid), remark: r.remark ?? null };
};

/** Settlement orders by id, unlocked (forms, save-time checks). */
export async function readSettlements(db: Db, type: SettlementDocType, ids: number[]): Promise<Map<number, PayableSettlement>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, number, store_id, status, ${targetOf(type)}, total_amount::text AS total_amount, paid_amount::text AS paid_amount, remark
          FROM ${tableOf(type)} WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), payable(r)]));
}

/** The same, locked FOR UPDATE in ascending id order in the caller's transaction (a payment note's audit). */
export async function lockSettlements(tx: Db, type: SettlementDocType, ids: number[]): Promise<Map<number, PayableSettlement>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Row>(
    tx,
    sql`SELECT id, number, store_id, status, ${targetOf(type)}, total_amount::text AS total_amount, paid_amount::text AS paid_amount, remark
          FROM ${tableOf(type)} WHERE id = ANY(${`{${[...ids].sort((a, b) => a - b).join(',')}}`}::int[]) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((r) => [Number(r.id), payable(r)]));
}

/**
 * Records `cents` paid on a settlement order locked by `lockSettlements` (the caller checked status 3 and
 * cents ≤ open): paid_amount grows; when it reaches the total the order is paid (→ 4, paid_at) and, for a
 * worker settlement, its earnings get settled_at. A `transition()` ('pay'), logged with the note's number.
 */
export async function applySettlementPayment(
  tx: Db,
  type: SettlementDocType,
  s: PayableSettlement,
  cents: number,
  note: { id: number; no: string },
  actor: DocumentActor,
): Promise<{ paid: number; status: number }> {
  const paid = s.paid + cents;
  const done = paid >= s.total;
  const status = done ? SettlementStatus.paid : s.status;
  await transition({ db: tx }, type === 'supplier_settlement' ? SUPPLIER_SETTLEMENTS : WORKER_SETTLEMENTS, 'pay', s, {
    to: status,
    set: sql`paid_amount = ${fromCents(paid)}::numeric, paid_at = CASE WHEN ${done} THEN now() ELSE paid_at END`,
    remark: `${note.no} ${fromCents(cents)}`,
    by: actor,
  });
  if (done && type === 'worker_settlement') {
    await tx.execute(sql`UPDATE fms_worker_earnings SET settled_at = now() WHERE settlement_id = ${s.id}::int AND settled_at IS NULL`);
  }
  return { paid, status };
}
