import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import {
  PaymentNoteFilterSchema,
  PAYMENT_NOTE_STATES,
  PaymentNoteStatus as S,
  type PaymentNoteAction,
  PREPAY_NOTE_TARGETS,
  SETTLEMENT_TYPE_OF_TARGET,
  type PaymentNote,
  type PaymentNoteBody,
  type PaymentNoteDetail,
  type PaymentNoteFilter,
  type PaymentNoteItem,
  type PaymentNoteList,
  type PaymentNoteListQuery,
  type PaymentNoteTarget,
  type PaymentNoteTargetQuery,
  type PaymentTargetOption,
  type PaymentTargetOptionQuery,
  type PaymentNoteTargetType,
  type UpdatePaymentNoteInput,
} from '@tradewind/contract/fms/payment-note.schema';
import type { SettlementDocType } from '@tradewind/contract/fms/settlement.schema';
import type { FieldError } from '@tradewind/contract/common/envelope';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { AppError, conflict, invalid, invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { listStores, ownStores } from '@/core/http/store-scope';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { customerScope, customers, findVisibleCustomer } from '@/modules/crm/customer';
import { partyRows } from '../ledger/money-party';
import { targetConditions, targetNameSql } from '../money-history/target-name';
import { readSettlements, type PayableSettlement } from '../settlement/settlement-payment';

/**
 * Payment notes (付款单, PN…; fms README "Payment notes"): saved pending (0), checked against the
 * settlements and accounts as they are; the audit (payment-note-audit.ts) checks again under the locks and
 * moves the money. A pending note is the current store's to edit or delete.
 */

export const DOC = 'payment_note';
export const name = (ctx: RequestContext, key: string, params?: Record<string, string | number>) => translate(key as MessageKey, ctx.locale, params);
export const statusName = (ctx: RequestContext, status: number) => name(ctx, `fms.pn_status.${status}`);
export const settlementStatusName = (ctx: RequestContext, type: SettlementDocType, status: number) =>
  name(ctx, type === 'supplier_settlement' ? `fms.ss_status.${status}` : `fms.settlement_status.${status}`);
const time = (ctx: RequestContext, column: SQL) => sql`to_char(${column} AT TIME ZONE ${ctx.session.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
const money = (v: string | null | undefined) => fromCents(toCents(v ?? '0'));

type HeaderRow = Omit<PaymentNote, 'status_name' | 'target_type_name' | 'payment_kind_name' | 'total_amount' | 'attachments' | 'status'> & { status: number; attachments: unknown };

const headerSelect = (ctx: RequestContext) => sql`SELECT n.id, coalesce(n.number, '') AS number, n.status, n.source, n.store_id, st.name AS store_name,
    n.target_type, n.target_id, ${targetNameSql(sql`n.target_type`, sql`n.target_id`)} AS target_name,
    n.payment_config_id, pc.name AS payment_config_name, n.payment_kind,
    n.amount::text AS amount, n.prepay_used::text AS prepay_used, n.allocated_amount::text AS allocated_amount, n.unallocated_amount::text AS unallocated_amount,
    to_char(n.pay_date, 'YYYY-MM-DD') AS pay_date, n.attachments, n.remark,
    (SELECT count(*)::int FROM fms_payment_note_items i WHERE i.note_id = n.id) AS item_count,
    cs.name AS created_by_name, ${time(ctx, sql`n.created_at`)} AS created_at, au.name AS audited_by_name, ${time(ctx, sql`n.audited_at`)} AS audited_at,
    ${time(ctx, sql`n.updated_at`)} AS updated_at
  FROM fms_payment_notes n
  JOIN stores st ON st.id = n.store_id
  LEFT JOIN fms_payment_configs pc ON pc.id = n.payment_config_id
  LEFT JOIN staff cs ON cs.id = n.created_by
  LEFT JOIN staff au ON au.id = n.audited_by`;

const toRow = (ctx: RequestContext, r: HeaderRow): PaymentNote => ({
  ...r,
  id: Number(r.id),
  status: Number(r.status) as PaymentNote['status'],
  status_name: statusName(ctx, Number(r.status)),
  source: Number(r.source),
  target_id: Number(r.target_id),
  target_type_name: name(ctx, `fms.target_type.${r.target_type}`),
  payment_kind: r.payment_kind === null ? null : Number(r.payment_kind),
  payment_kind_name: r.payment_kind === null ? null : name(ctx, `fms.payment_kind.${r.payment_kind}`),
  amount: money(r.amount),
  prepay_used: money(r.prepay_used),
  total_amount: fromCents(toCents(r.amount) + toCents(r.prepay_used)),
  allocated_amount: money(r.allocated_amount),
  unallocated_amount: money(r.unallocated_amount),
  attachments: (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) as string[],
  item_count: Number(r.item_count),
});

// ---------- the list ----------

function listWhere(ctx: RequestContext, q: PaymentNoteFilter): SQL[] {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'fms.date_range_invalid');
  const conds: SQL[] = [sql`n.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`n.number ILIKE ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  conds.push(...targetConditions(sql`n.target_type`, sql`n.target_id`, q));
  if (q.payment_config_id !== undefined) conds.push(sql`n.payment_config_id = ${q.payment_config_id}::int`);
  if (q.start_date) conds.push(sql`n.pay_date >= ${q.start_date}::date`);
  if (q.end_date) conds.push(sql`n.pay_date <= ${q.end_date}::date`);
  return conds;
}

/** `GET /fms/payment_notes`: the tab's page, newest first; per status how many match the other filters; totals of the tab. */
export async function listPaymentNotes(ctx: RequestContext, q: PaymentNoteListQuery & { before_id?: number }): Promise<PaymentNoteList> {
  const conds = listWhere(ctx, q);
  const where = sql.join([...conds, ...(q.status !== undefined ? [sql`n.status = ${q.status}::int`] : [])], sql` AND `);
  const { limit, offset } = pageOf(q);
  const [rows, counted, sums] = await Promise.all([
    queryRows<HeaderRow>(ctx.db, sql`${headerSelect(ctx)} WHERE ${where} ${q.before_id ? sql`AND n.id < ${q.before_id}::int` : sql``} ORDER BY n.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT n.status, count(*)::int AS total FROM fms_payment_notes n WHERE ${sql.join(conds, sql` AND `)} GROUP BY n.status`),
    queryOne<{ amount: string; prepay_used: string; allocated_amount: string; unallocated_amount: string }>(
      ctx.db,
      sql`SELECT coalesce(sum(n.amount), 0)::text AS amount, coalesce(sum(n.prepay_used), 0)::text AS prepay_used,
            coalesce(sum(n.allocated_amount), 0)::text AS allocated_amount, coalesce(sum(n.unallocated_amount), 0)::text AS unallocated_amount
          FROM fms_payment_notes n WHERE ${where}`,
    ),
  ]);
  const counts: Record<string, number> = { all: 0, [S.pending]: 0, [S.audited]: 0 };
  for (const c of counted) {
    counts[String(c.status)] = Number(c.total);
    counts.all += Number(c.total);
  }
  return {
    list: rows.map((r) => toRow(ctx, r)),
    pagination: { total: q.status !== undefined ? (counts[String(q.status)] ?? 0) : counts.all, page: q.page, size: q.page_size },
    counts,
    totals: { amount: money(sums!.amount), prepay_used: money(sums!.prepay_used), allocated_amount: money(sums!.allocated_amount), unallocated_amount: money(sums!.unallocated_amount) },
  };
}

// ---------- one note ----------

type ItemRow = Omit<PaymentNoteItem, 'target_type_name' | 'settlement_status_name' | 'open_amount'>;

/** `GET /fms/payment_note/:id`: header, items with their settlements as they are now, the money-out rows, the log. 404 outside the caller's stores. */
export async function getPaymentNote(ctx: RequestContext, id: number): Promise<PaymentNoteDetail> {
  const head = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect(ctx)} WHERE n.id = ${id}::int AND n.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('fms.pn_not_found');
  const [items, out, logs, tenant] = await Promise.all([
    queryRows<ItemRow>(
      ctx.db,
      sql`SELECT i.id, i.target_type, i.target_id, coalesce(i.target_no, '') AS target_no, i.amount::text AS amount, i.remark,
            coalesce(s.status, 0) AS settlement_status, coalesce(s.total_amount, 0)::text AS total_amount, coalesce(s.paid_amount, 0)::text AS paid_amount,
            coalesce(to_char(s.start_date, 'YYYY-MM-DD'), '') AS start_date, coalesce(to_char(s.end_date, 'YYYY-MM-DD'), '') AS end_date
          FROM fms_payment_note_items i
          LEFT JOIN LATERAL (
            SELECT status, total_amount, paid_amount, start_date, end_date FROM fms_supplier_settlements WHERE i.target_type = 'supplier_settlement' AND id = i.target_id
            UNION ALL
            SELECT status, total_amount, paid_amount, start_date, end_date FROM fms_worker_settlements WHERE i.target_type = 'worker_settlement' AND id = i.target_id
          ) s ON true
         WHERE i.note_id = ${id}::int ORDER BY i.sort, i.id`,
    ),
    queryRows<{ id: number; type: number; amount: string; remark: string | null }>(
      ctx.db,
      sql`SELECT id, type, amount::text AS amount, remark FROM fms_money_out_histories WHERE doc_type = ${DOC} AND doc_id = ${id}::int ORDER BY id`,
    ),
    listDocumentLogs(ctx.db, DOC, id, ctx.session.timeZone),
    queryOne<{ name: string }>(ctx.db, sql`SELECT name FROM tenants WHERE id = ${ctx.tenantId}::int`),
  ]);
  return {
    ...toRow(ctx, head),
    tenant_name: tenant?.name ?? '',
    items: items.map((i) => ({
      ...i,
      id: Number(i.id),
      target_id: Number(i.target_id),
      target_type_name: name(ctx, `fms.pn_item_type.${i.target_type}`),
      amount: money(i.amount),
      settlement_status: Number(i.settlement_status),
      settlement_status_name: settlementStatusName(ctx, i.target_type, Number(i.settlement_status)),
      total_amount: money(i.total_amount),
      paid_amount: money(i.paid_amount),
      open_amount: fromCents(Math.max(0, toCents(i.total_amount) - toCents(i.paid_amount))),
    })),
    money_out: out.map((o) => ({ id: Number(o.id), type: Number(o.type), type_name: name(ctx, `fms.money_out_type.${o.type}`), amount: money(o.amount), remark: o.remark })),
    logs,
  };
}

// ---------- the target: its payable settlements and accounts ----------

/** The target's name when it is the tenant's (and, for a customer, within the caller's data scope); null otherwise. */
async function targetName(ctx: RequestContext, type: PaymentNoteTargetType, id: number): Promise<string | null> {
  if (type === 'customer') {
    try {
      return (await findVisibleCustomer(ctx, id)).name;
    } catch (e) {
      if (e instanceof AppError) return null;
      throw e;
    }
  }
  const table = { supplier: sql`${partyRows('supplier')} t WHERE`, worker: sql`${partyRows('worker')} t WHERE NOT t.deleted AND`, staff: sql`staff t WHERE` }[type];
  const row = await queryOne<{ name: string }>(ctx.db, sql`SELECT t.name FROM ${table} t.id = ${id}::int`);
  return row?.name ?? null;
}

export const prepayBalance = async (db: Db, type: PaymentNoteTargetType, id: number): Promise<number> =>
  toCents((await queryOne<{ balance: string }>(db, sql`SELECT balance::text AS balance FROM fms_prepay_accounts WHERE target_type = ${type} AND target_id = ${id}::int`))?.balance ?? '0');
const customerBalance = async (db: Db, id: number): Promise<number> =>
  toCents((await queryOne<{ balance: string }>(db, sql`SELECT balance::text AS balance FROM fms_customer_accounts WHERE customer_id = ${id}::int`))?.balance ?? '0');

/** `GET /fms/payment_note/targets`: the target's settlements at status 3 with something open (oldest first), and its prepay or customer balance. */
export async function getPaymentTarget(ctx: RequestContext, q: PaymentNoteTargetQuery): Promise<PaymentNoteTarget> {
  const targetNameText = await targetName(ctx, q.target_type, q.target_id);
  if (targetNameText === null) throw notFound('fms.pn_target_not_found');
  const type = SETTLEMENT_TYPE_OF_TARGET[q.target_type];
  const rows = type
    ? await queryRows<{ id: number; number: string; store_name: string; start_date: string; end_date: string; total_amount: string; paid_amount: string; pending: string }>(
        ctx.db,
        sql`SELECT s.id, coalesce(s.number, '') AS number, st.name AS store_name, to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
              s.total_amount::text AS total_amount, s.paid_amount::text AS paid_amount,
              (SELECT coalesce(sum(i.amount), 0) FROM fms_payment_note_items i JOIN fms_payment_notes n ON n.id = i.note_id AND n.status = ${S.pending}::int
                WHERE i.target_type = ${type} AND i.target_id = s.id ${q.note_id ? sql`AND n.id <> ${q.note_id}::int` : sql``})::text AS pending
            FROM ${sql.raw(type === 'supplier_settlement' ? 'fms_supplier_settlements' : 'fms_worker_settlements')} s JOIN stores st ON st.id = s.store_id
           WHERE ${type === 'supplier_settlement' ? sql`s.supplier_id = ${q.target_id}::int` : sql`s.target_type = ${q.target_type} AND s.target_id = ${q.target_id}::int`}
             AND s.status = 3 AND s.total_amount > s.paid_amount AND s.store_id = ANY(${ownStores(ctx)}::int[])
           ORDER BY s.end_date, s.id`,
      )
    : [];
  const prepay = PREPAY_NOTE_TARGETS.includes(q.target_type);
  return {
    target_type: q.target_type,
    target_id: q.target_id,
    target_name: targetNameText,
    settlements: rows.map((r) => ({
      settlement_type: type!,
      settlement_id: Number(r.id),
      number: r.number,
      store_name: r.store_name,
      start_date: r.start_date,
      end_date: r.end_date,
      total_amount: money(r.total_amount),
      paid_amount: money(r.paid_amount),
      open_amount: fromCents(toCents(r.total_amount) - toCents(r.paid_amount)),
      pending_amount: money(r.pending),
    })),
    prepay_balance: prepay ? fromCents(await prepayBalance(ctx.db, q.target_type, q.target_id)) : null,
    customer_balance: q.target_type === 'customer' ? fromCents(await customerBalance(ctx.db, q.target_id)) : null,
  };
}

/**
 * `GET /fms/payment_note/target_options`: the form's payee picker — the first 20 suppliers, workers, staff or
 * customers (within the caller's data scope) matching the keyword by name, code or phone; `id` adds the chosen one.
 */
export async function listTargetOptions(ctx: RequestContext, q: PaymentTargetOptionQuery): Promise<{ list: PaymentTargetOption[] }> {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  if (q.target_type === 'customer') {
    const match = like ? or(ilike(customers.name, like), ilike(customers.phone, like)) : undefined;
    const rows = await ctx.db
      .select({ id: customers.id, name: customers.name, code: customers.phone })
      .from(customers)
      .where(and(customerScope(ctx), q.id !== undefined ? or(eq(customers.id, q.id), match) : match))
      .orderBy(desc(customers.id))
      .limit(20);
    return { list: rows };
  }
  const source = {
    supplier: sql`SELECT t.id, t.name, t.code FROM ${partyRows('supplier')} t WHERE t.status = 1`,
    worker: sql`SELECT t.id, t.name, t.phone AS code FROM ${partyRows('worker')} t WHERE NOT t.deleted`,
    staff: sql`SELECT t.id, t.name, t.phone AS code FROM staff t WHERE t.deleted_at IS NULL AND t.status = 1`,
  }[q.target_type];
  const match = like ? sql`(t.name ILIKE ${like} OR coalesce(${q.target_type === 'supplier' ? sql`t.code` : sql`t.phone`}, '') ILIKE ${like})` : sql`true`;
  const rows = await queryRows<PaymentTargetOption>(
    ctx.db,
    sql`${source} AND (${match} ${q.id !== undefined ? sql`OR t.id = ${q.id}::int` : sql``}) ORDER BY t.id DESC LIMIT 20`,
  );
  return { list: rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code })) };
}

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
    else if (prepay > allocated) refuse('prepay_used', 'fms.pn_prepay_over_items');
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
}>;

/** The note under FOR UPDATE in the caller's stores (404 otherwise), still pending (409 naming its state otherwise). */
export async function lockNote(ctx: RequestContext, id: number, action: PaymentNoteAction): Promise<LockedNote> {
  const row = await lockDocument<PaymentNoteAction, Omit<LockedNote, 'id' | 'status'>>(
    ctx,
    NOTES,
    action,
    id,
    sql`coalesce(number, '') AS number, store_id, target_type, target_id, payment_config_id, amount::text AS amount, prepay_used::text AS prepay_used,
        unallocated_amount::text AS unallocated_amount, to_char(pay_date, 'YYYY-MM-DD') AS pay_date`,
  );
  return { ...row, store_id: Number(row.store_id), target_id: Number(row.target_id), payment_config_id: row.payment_config_id === null ? null : Number(row.payment_config_id) };
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

// ---------- export ----------

/** `GET /fms/payment_notes/export`: the filtered list through the export centre, newest first (keyset on id), in the creator's language. */
export const paymentNoteExporter = defineExporter({
  key: 'fms.payment_note',
  source: '付款单',
  permission: 'fms:payment_note:export',
  params: PaymentNoteFilterSchema,
  columns: [
    { header: '单号', key: 'number', width: 20 },
    { header: '状态', key: 'status', width: 10 },
    { header: '付款对象类型', key: 'target_type', width: 12 },
    { header: '付款对象', key: 'target_name', width: 20 },
    { header: '付款方式', key: 'payment_config_name', width: 14 },
    { header: '付款金额', key: 'amount', width: 12 },
    { header: '使用预付款', key: 'prepay_used', width: 12 },
    { header: '核销金额', key: 'allocated_amount', width: 12 },
    { header: '未核销金额', key: 'unallocated_amount', width: 12 },
    { header: '付款日期', key: 'pay_date', width: 12 },
    { header: '门店', key: 'store_name', width: 14 },
    { header: '备注', key: 'remark', width: 24 },
    { header: '制单人', key: 'created_by_name', width: 10 },
    { header: '制单时间', key: 'created_at', width: 18 },
    { header: '审核人', key: 'audited_by_name', width: 10 },
    { header: '审核时间', key: 'audited_at', width: 18 },
  ],
  ...exportPagesOf(listPaymentNotes, (_ctx, page) => page.map((r) => ({ ...r, status: r.status_name, target_type: r.target_type_name }))),
});
