import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  RECEIPT_NOTE_STATUSES,
  ReceiptNoteStatus,
  type ReceiptNote,
  type ReceiptNoteDetail,
  type ReceiptNoteFilter,
  type ReceiptNoteList,
  type ReceiptNoteListQuery,
  type ReceiptTarget,
  type ReceiptTargetType,
} from '@tradewind/contract/fms/receipt-note.schema';
import { escapeLike } from '@/core/db/like';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs } from '@/core/documents/document-log';
import { invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { listStores, ownStores } from '@/core/http/store-scope';
import { customerIdsMatching, customersOwnedBy } from '@/modules/crm';
import { customers } from '@/modules/crm/customer';
import { settlementSource, type SettlementTargetView } from '../ledger/settlement-source';
import { statusTabs } from '@/core/documents/status-tabs';
import { tenantName } from '@/modules/system/tenant';

/** Reading receipt notes: the list (tabs, totals, export) and one note with its targets as they are now. */

const name = (ctx: RequestContext, key: string) => translate(key as MessageKey, ctx.locale);
export const statusName = (ctx: RequestContext, status: number) => name(ctx, `fms.rn_status.${status}`);
const timeText = (ctx: RequestContext, v: Date | string | null) => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);

type HeaderRow = Omit<ReceiptNote, 'status_name' | 'source_name' | 'payment_kind_name' | 'created_at' | 'audited_at' | 'updated_at' | 'target_nos' | 'status'> & {
  status: number;
  target_nos: string[] | string | null;
  created_at: Date | string;
  audited_at: Date | string | null;
  updated_at: Date | string;
};

const c = alias(customers, 'c');
const headerSelect = sql`SELECT n.id, coalesce(n.number, '') AS number, n.status, n.source, n.store_id, st.name AS store_name,
    n.customer_id, ${c.name} AS customer_name, ${c.phone} AS customer_phone, n.payment_config_id, pc.name AS payment_name, n.payment_kind,
    n.amount::text AS amount, n.allocated_amount::text AS allocated_amount, n.unallocated_amount::text AS unallocated_amount,
    to_char(n.receipt_date, 'YYYY-MM-DD') AS receipt_date,
    (SELECT coalesce(json_agg(i.target_no ORDER BY i.sort, i.id), '[]'::json) FROM fms_receipt_note_items AS i WHERE i.note_id = n.id) AS target_nos,
    n.sign_in_id, n.remark, cs.name AS created_by_name, n.created_at, aus.name AS audited_by_name, n.audited_at, n.updated_at
  FROM fms_receipt_notes AS n
  JOIN stores AS st ON st.id = n.store_id
  JOIN ${customers} AS ${c} ON ${c.id} = n.customer_id
  LEFT JOIN fms_payment_configs AS pc ON pc.id = n.payment_config_id
  LEFT JOIN staff AS cs ON cs.id = n.created_by
  LEFT JOIN staff AS aus ON aus.id = n.audited_by`;

const toRow = (ctx: RequestContext, r: HeaderRow): ReceiptNote => ({
  ...r,
  id: Number(r.id),
  status: Number(r.status) === 1 ? 1 : 0,
  status_name: statusName(ctx, Number(r.status)),
  source: Number(r.source),
  source_name: name(ctx, `fms.rn_source.${Number(r.source)}`),
  payment_kind: r.payment_kind === null ? null : Number(r.payment_kind),
  payment_kind_name: r.payment_kind === null ? null : name(ctx, `fms.payment_kind.${Number(r.payment_kind)}`),
  target_nos: (typeof r.target_nos === 'string' ? (JSON.parse(r.target_nos) as Array<string | null>) : (r.target_nos ?? [])).map((n) => n ?? ''),
  created_at: timeText(ctx, r.created_at)!,
  audited_at: timeText(ctx, r.audited_at),
  updated_at: timeText(ctx, r.updated_at)!,
});

async function listWhere(ctx: RequestContext, q: ReceiptNoteFilter): Promise<SQL[]> {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'fms.date_range_invalid');
  const conds: SQL[] = [sql`n.store_id = ANY(${listStores(ctx)}::int[])`];
  if (q.keyword) conds.push(sql`n.number ILIKE ${`%${escapeLike(q.keyword)}%`}`);
  if (q.customer_id !== undefined) conds.push(sql`n.customer_id = ${q.customer_id}::int`);
  if (q.customer_keyword) conds.push(sql`n.customer_id IN (${customerIdsMatching(ctx, q.customer_keyword)})`);
  if (q.payment_config_id !== undefined) conds.push(sql`n.payment_config_id = ${q.payment_config_id}::int`);
  if (q.source !== undefined) conds.push(sql`n.source = ${q.source}::int`);
  if (q.date_type === 'audited') {
    // the audit time within the tenant's days
    const tz = ctx.session.timeZone;
    if (q.start_date) conds.push(sql`n.audited_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
    if (q.end_date) conds.push(sql`n.audited_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  } else {
    if (q.start_date) conds.push(sql`n.receipt_date >= ${q.start_date}::date`);
    if (q.end_date) conds.push(sql`n.receipt_date <= ${q.end_date}::date`);
  }
  const owned = await customersOwnedBy(ctx, q);
  if (owned) conds.push(sql`n.customer_id IN (${owned})`);
  // as crm's business goals count receipts (receipt-note-goal-source.ts)
  if (q.goal_counted) conds.push(sql`n.status = 1 AND (n.payment_kind IS NULL OR n.payment_kind <> 5)`);
  if (q.target_no) conds.push(sql`EXISTS (SELECT 1 FROM fms_receipt_note_items AS i WHERE i.note_id = n.id AND i.target_no ILIKE ${`%${escapeLike(q.target_no)}%`})`);
  return conds;
}

const SORTS: Record<ReceiptNoteFilter['sort'], SQL> = { created_at: sql`n.id`, receipt_date: sql`n.receipt_date`, amount: sql`n.amount` };

/** `GET /fms/receipt_notes`: the current store's notes of the chosen tab, sorted, with per-status counts and the totals of what matches. */
export async function listReceiptNotes(ctx: RequestContext, q: ReceiptNoteListQuery & { before_id?: number }): Promise<ReceiptNoteList> {
  const conds = await listWhere(ctx, q);
  const filters = sql.join(conds, sql` AND `);
  const tabbed = sql.join([...conds, ...(q.status !== undefined ? [sql`n.status = ${q.status}::int`] : [])], sql` AND `);
  const where = q.before_id ? sql`${tabbed} AND n.id < ${q.before_id}::int` : tabbed;
  const dir = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const orderBy = q.before_id ? sql`n.id DESC` : sql`${SORTS[q.sort]} ${dir}, n.id ${dir}`;
  const { limit, offset } = pageOf(q);
  const [rows, counted, sums] = await Promise.all([
    queryRows<HeaderRow>(ctx.db, sql`${headerSelect} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}::int OFFSET ${q.before_id ? 0 : offset}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT n.status, count(*)::int AS total FROM fms_receipt_notes AS n WHERE ${filters} GROUP BY n.status`),
    queryOne<{ amount: string; allocated: string; unallocated: string }>(
      ctx.db,
      sql`SELECT coalesce(sum(n.amount), 0)::text AS amount, coalesce(sum(n.allocated_amount), 0)::text AS allocated, coalesce(sum(n.unallocated_amount), 0)::text AS unallocated
            FROM fms_receipt_notes AS n WHERE ${tabbed}`,
    ),
  ]);
  const { counts, total } = statusTabs(RECEIPT_NOTE_STATUSES, counted, q.status);
  const money = (v: string | undefined) => fromCents(toCents(v ?? '0'));
  return {
    list: rows.map((r) => toRow(ctx, r)),
    pagination: { total, page: q.page, size: q.page_size },
    counts,
    totals: { amount: money(sums?.amount), allocated_amount: money(sums?.allocated), unallocated_amount: money(sums?.unallocated) },
  };
}

/** A source's view as the API shows it, the refusal in the caller's language. */
export function targetOf(ctx: RequestContext, type: ReceiptTargetType, v: SettlementTargetView): ReceiptTarget {
  return {
    target_type: type,
    target_id: v.id,
    target_no: v.no,
    date: v.date,
    due_amount: v.dueAmount,
    paid_amount: v.paidAmount,
    open_amount: fromCents(v.open),
    state_name: v.stateName,
    receivable: v.receivable,
    refusal: v.refusal ? name(ctx, v.refusal) : null,
    pending_notes: [],
  };
}

/**
 * The notes pending audit that allocate to these targets, keyed `type:id`: a cash sign-in's note waits for
 * the cashier, and what it allocates is not yet in the target's paid amount — the form shows it beside.
 */
export async function pendingNotesOf(ctx: RequestContext, targets: ReadonlyArray<{ target_type: string; target_id: number }>): Promise<Map<string, ReceiptTarget['pending_notes']>> {
  const out = new Map<string, ReceiptTarget['pending_notes']>();
  if (targets.length === 0) return out;
  const rows = await queryRows<{ target_type: string; target_id: number; note_id: number; note_no: string | null; source: number; amount: string }>(
    ctx.db,
    sql`SELECT i.target_type, i.target_id, n.id AS note_id, n.number AS note_no, n.source, i.amount::text AS amount
          FROM fms_receipt_note_items AS i JOIN fms_receipt_notes AS n ON n.id = i.note_id
         WHERE n.status = ${ReceiptNoteStatus.pending} AND (i.target_type, i.target_id) IN (${sql.join(targets.map((x) => sql`(${x.target_type}, ${x.target_id}::int)`), sql`, `)})
         ORDER BY n.id`,
  );
  for (const r of rows) {
    const key = `${r.target_type}:${Number(r.target_id)}`;
    out.set(key, [...(out.get(key) ?? []), { note_id: Number(r.note_id), note_no: r.note_no ?? '', source: Number(r.source), amount: r.amount }]);
  }
  return out;
}

/** The targets of `items` as they are now, keyed `type:id` (a type no module registered reads nothing). */
export async function readTargets(ctx: RequestContext, items: ReadonlyArray<{ target_type: string; target_id: number }>): Promise<Map<string, SettlementTargetView>> {
  const out = new Map<string, SettlementTargetView>();
  for (const type of ['order', 'statement'] as const) {
    const ids = [...new Set(items.filter((i) => i.target_type === type).map((i) => i.target_id))];
    const source = settlementSource(type);
    if (ids.length === 0 || !source) continue;
    for (const [id, v] of await source.read(ctx, ids)) out.set(`${type}:${id}`, v);
  }
  return out;
}

/** The customer's balances (zeros before its account exists), read without crm's scope: the note's reader sees its customer's account. */
export async function readAccount(ctx: RequestContext, customerId: number): Promise<ReceiptNoteDetail['account']> {
  const row = await queryOne<{ balance: string; need_pay: string; total_prepay_amount: string }>(
    ctx.db,
    sql`SELECT balance::text AS balance, need_pay::text AS need_pay, total_prepay_amount::text AS total_prepay_amount FROM fms_customer_accounts WHERE customer_id = ${customerId}::int`,
  );
  const money = (v: string | undefined) => fromCents(toCents(v ?? '0'));
  return { balance: money(row?.balance), need_pay: money(row?.need_pay), total_prepay_amount: money(row?.total_prepay_amount) };
}

/** The note if it is in a store the caller works in, else 404. */
export async function getReceiptNote(ctx: RequestContext, id: number): Promise<ReceiptNoteDetail> {
  const head = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect} WHERE n.id = ${id}::int AND n.store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!head) throw notFound('fms.rn_not_found');
  const [items, extra, logs, companyName] = await Promise.all([
    queryRows<{ id: number; target_type: ReceiptTargetType; target_id: number; target_no: string | null; amount: string; remark: string | null }>(
      ctx.db,
      sql`SELECT id, target_type, target_id, target_no, amount::text AS amount, remark FROM fms_receipt_note_items WHERE note_id = ${id}::int ORDER BY sort, id`,
    ),
    queryOne<{ attachments: string[] | string }>(ctx.db, sql`SELECT attachments FROM fms_receipt_notes WHERE id = ${id}::int`),
    listDocumentLogs(ctx.db, 'receipt_note', id, ctx.session.timeZone),
    tenantName(ctx),
  ]);
  const targets = await readTargets(ctx, items);
  const account = await readAccount(ctx, Number(head.customer_id));
  const attachments = extra?.attachments ?? [];
  return {
    ...toRow(ctx, head),
    attachments: typeof attachments === 'string' ? (JSON.parse(attachments) as string[]) : attachments,
    items: items.map((i) => {
      const v = targets.get(`${i.target_type}:${i.target_id}`);
      return { id: Number(i.id), target_type: i.target_type, target_id: Number(i.target_id), target_no: i.target_no ?? '', amount: i.amount, remark: i.remark, target: v ? targetOf(ctx, i.target_type, v) : null };
    }),
    logs,
    account,
    tenant_name: companyName,
  };
}
