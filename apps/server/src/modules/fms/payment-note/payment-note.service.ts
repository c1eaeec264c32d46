import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import {
  PAYMENT_NOTE_STATES,
  PaymentNoteStatus as S,
  type PaymentNoteAction,
  PREPAY_NOTE_TARGETS,
  SETTLEMENT_TYPE_OF_TARGET,
  type PaymentNoteBody,
  type PaymentNoteDetail,
  type PaymentNoteTargetType,
  type UpdatePaymentNoteInput,
} from '@tradewind/contract/fms/payment-note.schema';
import type { SettlementDocType } from '@tradewind/contract/fms/settlement.schema';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { queryOne, type Db } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalid, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { ownStores } from '@/core/http/store-scope';
import { readSettlements, type PayableSettlement } from '../settlement/settlement-payment';
import { customerBalance, DOC, getPaymentNote, prepayBalance, settlementStatusName, statusName, targetName } from './payment-note.read';

/**
 * Payment notes (付款单, PN…; fms README "Payment notes"): saved pending (0), checked against the
 * settlements and accounts as they are; the audit (payment-note-audit.ts) checks again under the locks and
 * moves the money. A pending note is the current store's to edit or delete.
 */

// ---------- saving a pending note ----------

export type PreparedItem = { type: SettlementDocType; settlement: PayableSettlement; cents: number; remark: string | null };
export type Prepared = { storeId: number; amount: number; prepay: number; allocated: number; unallocated: number; kind: number | null; items: PreparedItem[] };

function storeOf(ctx: RequestContext): number {
  const id = ctx.storeId ?? ctx.session.storeIds[0];
  if (id === undefined) throw invalidField('store_id', 'fms.pn_store_required');
  return id;
}

/**
 * The body checked as things stand (422 with the field): the target the tenant's (a customer within the
 * caller's scope), the method enabled and not the customer's balance, the day not in the future, each item
 * a settlement at status 3 of this target in the caller's stores with its amount within what is open,
 * Σ items ≤ amount + prepay_used, the prepayment used within the prepay balance and what the items pay,
 * a staff note wholly allocated, a customer's refund without items and within its balance.
 */
export async function prepare(ctx: RequestContext, input: PaymentNoteBody): Promise<Prepared> {
  const storeId = storeOf(ctx);
  const errors: FieldError[] = [];
  let params: Record<string, string> | undefined;
  const refuse = (field: string, message: string, p?: Record<string, string>) => {
    errors.push({ field, message });
    params ??= p;
  };
  const target = input.target_type;
  if ((await targetName(ctx, target, input.target_id)) === null) refuse('target_id', 'fms.pn_target_not_found');
  const amount = toCents(input.amount);
  const prepay = toCents(input.prepay_used);
  if (amount + prepay === 0) refuse('amount', 'fms.pn_total_zero');
  let kind: number | null = null;
  if (input.payment_config_id !== null) {
    const method = await queryOne<{ kind: number; status: number }>(ctx.db, sql`SELECT kind, status FROM fms_payment_configs WHERE id = ${input.payment_config_id}::int AND deleted_at IS NULL`);
    if (!method || Number(method.status) !== 1) refuse('payment_config_id', 'fms.payment_config_unavailable');
    else if (Number(method.kind) === 5) refuse('payment_config_id', 'fms.pn_method_balance');
    else kind = Number(method.kind);
  } else if (amount > 0) refuse('payment_config_id', 'fms.pn_method_required');
  if (input.pay_date > todayIn(ctx.session.timeZone)) refuse('pay_date', 'fms.pn_pay_date_future');
  const prepayTarget = PREPAY_NOTE_TARGETS.includes(target);
  if (prepay > 0 && !prepayTarget) refuse('prepay_used', 'fms.pn_prepay_not_allowed');
  if (target === 'customer' && input.items.length > 0) refuse('items', 'fms.pn_customer_items');

  const expected = SETTLEMENT_TYPE_OF_TARGET[target];
  const found = new Map<SettlementDocType, Map<number, PayableSettlement>>();
  for (const type of ['supplier_settlement', 'worker_settlement'] as const) {
    found.set(type, await readSettlements(ctx.db, type, input.items.filter((i) => i.target_type === type).map((i) => i.target_id)));
  }
  const seen = new Set<string>();
  const items: PreparedItem[] = [];
  input.items.forEach((item, i) => {
    const key = `${item.target_type}:${item.target_id}`;
    const s = found.get(item.target_type)?.get(item.target_id);
    const cents = toCents(item.amount);
    if (seen.has(key)) return refuse(`items.${i}.target_id`, 'fms.pn_item_duplicate');
    seen.add(key);
    if (!s || !ctx.session.storeIds.includes(s.storeId)) return refuse(`items.${i}.target_id`, 'fms.pn_item_not_found');
    if (item.target_type !== expected || s.targetType !== target || s.targetId !== input.target_id) return refuse(`items.${i}.target_id`, 'fms.pn_item_not_target');
    if (s.status !== 3) return refuse(`items.${i}.target_id`, 'fms.pn_item_not_payable', { no: s.no, status: settlementStatusName(ctx, item.target_type, s.status) });
    if (cents > s.open) return refuse(`items.${i}.amount`, 'fms.pn_item_over', { no: s.no, open: fromCents(s.open), amount: fromCents(cents) });
    items.push({ type: item.target_type, settlement: s, cents, remark: item.remark });
  });
  const allocated = input.items.reduce((sum, i) => sum + toCents(i.amount), 0);
  const unallocated = amount + prepay - allocated;
  if (errors.length === 0) {
    if (unallocated < 0) refuse('items', 'fms.pn_items_over', { allocated: fromCents(allocated), total: fromCents(amount + prepay) });
    else if (prepay > allocated) refuse('prepay_used', 'fms.pn_prepay_over_items', { amount: fromCents(prepay), allocated: fromCents(allocated) });
    else if (target === 'staff' && unallocated > 0) refuse('amount', 'fms.pn_staff_unallocated', { amount: fromCents(unallocated) });
  }
  if (errors.length === 0 && prepay > 0) {
    const balance = await prepayBalance(ctx.db, target, input.target_id);
    if (prepay > balance) refuse('prepay_used', 'fms.pn_prepay_over_balance', { amount: fromCents(prepay), balance: fromCents(balance) });
  }
  if (errors.length === 0 && target === 'customer') {
    const balance = await customerBalance(ctx.db, input.target_id);
    if (unallocated > balance) refuse('amount', 'fms.pn_customer_over_balance', { amount: fromCents(unallocated), balance: fromCents(balance) });
  }
  if (errors.length) throw invalid(errors, params);
  return { storeId, amount, prepay, allocated, unallocated, kind, items };
}

async function insertItems(ctx: RequestContext, noteId: number, items: PreparedItem[]): Promise<void> {
  if (items.length === 0) return;
  await ctx.db.execute(
    sql`INSERT INTO fms_payment_note_items (tenant_id, note_id, target_type, target_id, target_no, amount, remark, sort)
        VALUES ${sql.join(
          items.map((it, i) => sql`(${ctx.tenantId}::int, ${noteId}::int, ${it.type}, ${it.settlement.id}::int, ${it.settlement.no}, ${fromCents(it.cents)}::numeric, ${it.remark}, ${i}::int)`),
          sql`, `,
        )}`,
  );
}

/** `POST /fms/payment_note` (and the quick payment's first step): a pending note of the current store (log: create); its number `PN…` taken last. */
export async function createPaymentNote(ctx: RequestContext, input: PaymentNoteBody, source = 1): Promise<number> {
  const p = await prepare(ctx, input);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO fms_payment_notes (tenant_id, store_id, target_type, target_id, payment_config_id, payment_kind, amount, prepay_used, allocated_amount, unallocated_amount,
          status, source, pay_date, attachments, remark, created_by)
        VALUES (${ctx.tenantId}::int, ${p.storeId}::int, ${input.target_type}, ${input.target_id}::int, ${input.payment_config_id}::int, ${p.kind}::int,
          ${fromCents(p.amount)}::numeric, ${fromCents(p.prepay)}::numeric, ${fromCents(p.allocated)}::numeric, ${fromCents(p.unallocated)}::numeric,
          ${S.pending}::int, ${source}::int, ${input.pay_date}::date, ${JSON.stringify(input.attachments)}::jsonb, ${input.remark}, ${ctx.staffId}::int)
        RETURNING id`,
  );
  const id = Number(row!.id);
  await insertItems(ctx, id, p.items);
  await writeDocumentLog(ctx.db, { type: DOC, id, action: 'create', from: null, to: S.pending, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, DOC, { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE fms_payment_notes SET number = ${number} WHERE id = ${id}::int`);
  ctx.audit.targetId = id;
  return id;
}

/** The notes' table as their state changes see it: the caller's stores, 409 naming the state a second action at once finds. */
export const NOTES: DocumentTable<PaymentNoteAction> = {
  type: DOC,
  table: 'fms_payment_notes',
  states: PAYMENT_NOTE_STATES,
  scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'fms.pn_not_found',
  conflict: (ctx, status) => conflict('fms.pn_status_changed', { status: statusName(ctx, status) }),
};

export type LockedNote = LockedDocument<{
  number: string;
  store_id: number;
  target_type: PaymentNoteTargetType;
  target_id: number;
  payment_config_id: number | null;
  amount: string;
  prepay_used: string;
  unallocated_amount: string;
  pay_date: string;
  created_by: number | null;
  remark: string | null;
}>;

/** The note under FOR UPDATE in the caller's stores (404 otherwise), still pending (409 naming its state otherwise). */
export async function lockNote(ctx: RequestContext, id: number, action: PaymentNoteAction): Promise<LockedNote> {
  const row = await lockDocument<PaymentNoteAction, Omit<LockedNote, 'id' | 'status'>>(
    ctx,
    NOTES,
    action,
    id,
    sql`coalesce(number, '') AS number, store_id, target_type, target_id, payment_config_id, amount::text AS amount, prepay_used::text AS prepay_used,
        unallocated_amount::text AS unallocated_amount, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, created_by, remark`,
  );
  return { ...row, created_by: row.created_by === null ? null : Number(row.created_by), store_id: Number(row.store_id), target_id: Number(row.target_id), payment_config_id: row.payment_config_id === null ? null : Number(row.payment_config_id) };
}

/** `PUT /fms/payment_note`: pending only; the header and items are replaced (the store stays the note's). */
export async function updatePaymentNote(ctx: RequestContext, input: UpdatePaymentNoteInput): Promise<PaymentNoteDetail> {
  const note = await lockNote(ctx, input.id, 'update');
  const p = await prepare(ctx, input);
  await transition(ctx, NOTES, 'update', note, {
    set: sql`target_type = ${input.target_type}, target_id = ${input.target_id}::int, payment_config_id = ${input.payment_config_id}::int, payment_kind = ${p.kind}::int,
          amount = ${fromCents(p.amount)}::numeric, prepay_used = ${fromCents(p.prepay)}::numeric, allocated_amount = ${fromCents(p.allocated)}::numeric,
          unallocated_amount = ${fromCents(p.unallocated)}::numeric, pay_date = ${input.pay_date}::date, attachments = ${JSON.stringify(input.attachments)}::jsonb,
          remark = ${input.remark}`,
  });
  await ctx.db.execute(sql`DELETE FROM fms_payment_note_items WHERE note_id = ${input.id}::int`);
  await insertItems(ctx, input.id, p.items);
  return getPaymentNote(ctx, input.id);
}

/** `DELETE /fms/payment_note/:id`: pending only (its items go with it; nothing was posted). */
export async function deletePaymentNote(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockNote(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM fms_payment_notes WHERE id = ${id}::int`);
  return { id };
}

/** The payment config's use (registerPaymentConfigUse): notes not yet audited for 'disable', every note for 'delete'. */
export async function countNotesUsing(db: Db, configId: number, action: 'disable' | 'delete'): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM fms_payment_notes WHERE payment_config_id = ${configId}::int ${action === 'disable' ? sql`AND status = ${S.pending}::int` : sql``}`,
  );
  return Number(row?.n ?? 0);
}
