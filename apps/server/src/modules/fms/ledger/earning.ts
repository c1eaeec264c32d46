import { and, eq, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { INT4_MAX } from '@tradewind/contract/common/validation';
import { EARNING_SOURCE_PATTERN, EARNING_TARGET_TYPES, type EarningSourceType, type EarningTargetType } from '@tradewind/contract/fms/earning.schema';
import { queryOne, type Db } from '@/core/db/database';
import { conflict, invalidField } from '@/core/http/errors';
import { workerEarnings } from './ledger.table';

export type RecordEarningInput = {
  /** 'staff': a staff member (checked); 'worker': a logistics worker (no table yet, not checked) */
  targetType: EarningTargetType;
  targetId: number;
  /** what earned it: picking_task, delivery, carry_fee, or another snake_case name */
  sourceType: EarningSourceType | (string & {});
  sourceId: number;
  sourceNo?: string | null;
  /** ≥ 0 with at most 2 decimals */
  amount: string;
  /** how it was worked out (rule, quantities …), stored as JSON for the settlement's detail */
  detail?: unknown;
  storeId: number;
  /** who recorded it; null for a job */
  staffId: number | null;
};

export type RecordedEarning = { id: number; /** false: the source's earning existed and was returned */ created: boolean };

const UNSIGNED_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= INT4_MAX;

/** The detail as stored JSON: 422 `detail` for what JSON cannot hold (a BigInt, a cycle). */
function jsonOf(detail: unknown): unknown {
  if (detail === undefined || detail === null) return null;
  try {
    return JSON.parse(JSON.stringify(detail)) as unknown;
  } catch {
    throw invalidField('detail', 'fms.earning_detail_invalid');
  }
}

/**
 * Records what one source (a finished picking task, a delivery, a carry fee) earned one staff member or
 * worker: an immutable `fms_worker_earnings` row, later settled once by a worker settlement. Idempotent per
 * (source_type, source_id, target_type, target_id): a second call for the same source and earner writes
 * nothing and returns the existing row (`created: false`) — also when two calls race; with a different
 * amount it is refused (409 `fms.earning_recorded`), since a source earns one amount.
 *
 * Refuses, writing nothing: 422 `target_type` (fms.earning_target_invalid), `target_id` (validation.id;
 * fms.earning_target_not_found for a staff id not in the tenant), `source_type` (fms.earning_source_invalid),
 * `source_id` (validation.id), `source_no` (validation.text_too_long), `amount` (fms.amount_invalid,
 * fms.amount_negative), `store_id` (fms.earning_store_not_found), `detail` (fms.earning_detail_invalid).
 */
export async function recordEarning(tx: Db, input: RecordEarningInput): Promise<RecordedEarning> {
  if (!EARNING_TARGET_TYPES.includes(input.targetType)) throw invalidField('target_type', 'fms.earning_target_invalid');
  if (!isId(input.targetId)) throw invalidField('target_id', 'validation.id');
  if (typeof input.sourceType !== 'string' || !EARNING_SOURCE_PATTERN.test(input.sourceType)) throw invalidField('source_type', 'fms.earning_source_invalid');
  if (!isId(input.sourceId)) throw invalidField('source_id', 'validation.id');
  const sourceNo = input.sourceNo === undefined || input.sourceNo === null || input.sourceNo === '' ? null : input.sourceNo;
  if (sourceNo !== null && sourceNo.length > 40) throw invalidField('source_no', 'validation.text_too_long');
  const text = typeof input.amount === 'string' || typeof input.amount === 'number' ? String(input.amount).trim() : '';
  if (/^-\d/.test(text)) throw invalidField('amount', 'fms.amount_negative');
  if (!UNSIGNED_AMOUNT.test(text)) throw invalidField('amount', 'fms.amount_invalid');
  const amount = fromCents(toCents(text));
  if (!isId(input.storeId)) throw invalidField('store_id', 'fms.earning_store_not_found');
  const detail = jsonOf(input.detail);

  // read under row-level security: another tenant's store or staff member is not found
  const [store, earner] = await Promise.all([
    queryOne<{ tenant_id: number }>(tx, sql`SELECT tenant_id FROM stores WHERE id = ${input.storeId}::int`),
    input.targetType === 'staff' ? queryOne<{ tenant_id: number }>(tx, sql`SELECT tenant_id FROM staff WHERE id = ${input.targetId}::int`) : Promise.resolve(undefined),
  ]);
  if (!store) throw invalidField('store_id', 'fms.earning_store_not_found');
  if (input.targetType === 'staff' && earner?.tenant_id !== store.tenant_id) throw invalidField('target_id', 'fms.earning_target_not_found');

  const key = and(
    eq(workerEarnings.tenantId, store.tenant_id),
    eq(workerEarnings.sourceType, input.sourceType),
    eq(workerEarnings.sourceId, input.sourceId),
    eq(workerEarnings.targetType, input.targetType),
    eq(workerEarnings.targetId, input.targetId),
  );
  const [inserted] = await tx
    .insert(workerEarnings)
    .values({
      tenantId: store.tenant_id,
      storeId: input.storeId,
      targetType: input.targetType,
      targetId: input.targetId,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      sourceNo,
      amount,
      detail,
      staffId: input.staffId,
    })
    .onConflictDoNothing()
    .returning({ id: workerEarnings.id });
  if (inserted) return { id: inserted.id, created: true };
  // the key existed (or a concurrent call committed it first: ON CONFLICT waited for it)
  const [existing] = await tx.select({ id: workerEarnings.id, amount: workerEarnings.amount }).from(workerEarnings).where(key);
  if (toCents(existing.amount) !== toCents(amount)) throw conflict('fms.earning_recorded', { amount: fromCents(toCents(existing.amount)) });
  return { id: existing.id, created: false };
}
