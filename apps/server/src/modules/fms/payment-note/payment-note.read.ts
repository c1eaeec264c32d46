import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import {
  PAYMENT_NOTE_STATUSES,
  PaymentNoteStatus as S,
  PREPAY_NOTE_TARGETS,
  SETTLEMENT_TYPE_OF_TARGET,
  type PaymentNote,
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
} from '@tradewind/contract/fms/payment-note.schema';
import type { SettlementDocType } from '@tradewind/contract/fms/settlement.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { listDocumentLogs } from '@/core/documents/document-log';
import { AppError, invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { listStores, ownStores } from '@/core/http/store-scope';
import { customerScope, customers, findVisibleCustomer } from '@/modules/crm/customer';
import { partyRows } from '../ledger/money-party';
import { targetConditions, targetNameSql } from '../money-history/target-name';
import { statusTabs } from '@/core/documents/status-tabs';
import { tenantName } from '@/modules/system/tenant';

/**
 * Reading payment notes (fms README "Payment notes"): the list, one note, and what the form reads — the
 * target's payable settlements and balances, the payee picker. The actions are in payment-note.service.ts.
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
  const { counts, total } = statusTabs(PAYMENT_NOTE_STATUSES, counted, q.status);
  return {
    list: rows.map((r) => toRow(ctx, r)),
    pagination: { total, page: q.page, size: q.page_size },
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
  const [items, out, logs, companyName] = await Promise.all([
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
    tenantName(ctx),
  ]);
  return {
    ...toRow(ctx, head),
    tenant_name: companyName,
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
export async function targetName(ctx: RequestContext, type: PaymentNoteTargetType, id: number): Promise<string | null> {
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
export const customerBalance = async (db: Db, id: number): Promise<number> =>
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
