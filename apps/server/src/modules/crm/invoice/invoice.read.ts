import { sql, type SQL } from 'drizzle-orm';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceDetail,
  type InvoiceFilter,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceOrder,
} from '@tradewind/contract/crm/invoice.schema';
import { escapeLike } from '@/core/db/like';
import { queryOne, queryRows } from '@/core/db/database';
import { listDocumentLogs } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { invalidField, notFound } from '@/core/http/errors';
import { pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, listStores } from '@/core/http/store-scope';
import { tenantName } from '@/modules/system/tenant';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { invoiceOrderSource, type InvoiceSourceOrder } from './invoice-source';

/** Reading invoices: the list (tabs, export), one invoice with its orders as they are now, the orders a form may pick. */

const name = (ctx: RequestContext, key: string) => translate(key as MessageKey, ctx.locale);
export const statusName = (ctx: RequestContext, status: number) => name(ctx, `crm.invoice_status_${status}`);
const timeText = (ctx: RequestContext, v: Date | string | null) => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);

/** The invoices the caller reaches: those of customers they see (customer-access.ts). */
export const invoiceScope = (ctx: RequestContext): SQL => customerScope(ctx) ?? sql`true`;
/** The customers join `invoiceScope` reads (the invoice's table is `i`). */
export const customerJoin = sql`JOIN ${customers} ON ${customers.id} = i.customer_id`;

type HeaderRow = Omit<Invoice, 'status_name' | 'type_name' | 'kind_name' | 'created_at' | 'audited_at' | 'updated_at' | 'status' | 'type' | 'kind' | 'title_type'> & {
  status: number;
  type: number;
  kind: number;
  title_type: number;
  created_at: Date | string;
  audited_at: Date | string | null;
  updated_at: Date | string;
};

const headerSelect = sql`SELECT i.id, coalesce(i.number, '') AS number, i.kind, i.original_id, o.number AS original_number, i.status, i.type,
    i.customer_id, ${customers.name} AS customer_name, i.store_id, st.name AS store_name, i.title_type, i.title, i.tax_number, i.bank_name,
    i.bank_account, i.address, i.phone, i.amount::text AS amount, i.invoice_no, to_char(i.invoice_date, 'YYYY-MM-DD') AS invoice_date,
    i.express_remark, i.reject_reason, i.remark, cs.name AS created_by_name, i.created_at, aus.name AS audited_by_name, i.audited_at, i.updated_at
  FROM crm_invoices AS i
  ${customerJoin}
  JOIN stores AS st ON st.id = i.store_id
  LEFT JOIN crm_invoices AS o ON o.id = i.original_id
  LEFT JOIN staff AS cs ON cs.id = i.created_by
  LEFT JOIN staff AS aus ON aus.id = i.audited_by`;

const toRow = (ctx: RequestContext, r: HeaderRow): Invoice => ({
  ...r,
  id: Number(r.id),
  kind: Number(r.kind) === 2 ? 2 : 1,
  kind_name: name(ctx, `crm.invoice_kind_${Number(r.kind)}`),
  original_id: r.original_id === null ? null : Number(r.original_id),
  status: Number(r.status) as Invoice['status'],
  status_name: statusName(ctx, Number(r.status)),
  type: Number(r.type) === 2 ? 2 : 1,
  type_name: name(ctx, `crm.invoice_type_${Number(r.type)}`),
  customer_id: Number(r.customer_id),
  store_id: Number(r.store_id),
  title_type: Number(r.title_type) === 2 ? 2 : 1,
  amount: fromCents(toCents(r.amount)),
  created_at: timeText(ctx, r.created_at)!,
  audited_at: timeText(ctx, r.audited_at),
  updated_at: timeText(ctx, r.updated_at)!,
});

function listWhere(ctx: RequestContext, q: InvoiceFilter): SQL[] {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'crm.invoice_date_range_invalid');
  const tz = ctx.session.timeZone;
  const conds: SQL[] = [sql`i.store_id = ANY(${listStores(ctx)}::int[])`, invoiceScope(ctx)];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conds.push(sql`(i.number ILIKE ${like} OR i.invoice_no ILIKE ${like} OR i.title ILIKE ${like})`);
  }
  if (q.customer_id !== undefined) conds.push(sql`i.customer_id = ${q.customer_id}::int`);
  if (q.type !== undefined) conds.push(sql`i.type = ${q.type}::int`);
  if (q.kind !== undefined) conds.push(sql`i.kind = ${q.kind}::int`);
  if (q.start_date) conds.push(sql`i.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})`);
  if (q.end_date) conds.push(sql`i.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  return conds;
}

const SORTS: Record<InvoiceListQuery['sort'], SQL> = { created_at: sql`i.created_at`, id: sql`i.id`, amount: sql`i.amount` };

/** `GET /crm/invoices`: the invoices of the chosen tab, sorted, with per-status counts. */
export async function listInvoices(ctx: RequestContext, q: InvoiceListQuery & { before_id?: number }): Promise<InvoiceList> {
  const conds = listWhere(ctx, q);
  const filters = sql.join(conds, sql` AND `);
  const tabbed = sql.join([...conds, ...(q.status !== undefined ? [sql`i.status = ${q.status}::int`] : [])], sql` AND `);
  const where = q.before_id ? sql`${tabbed} AND i.id < ${q.before_id}::int` : tabbed;
  const dir = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const orderBy = q.before_id ? sql`i.id DESC` : sql`${SORTS[q.sort]} ${dir}, i.id ${dir}`;
  const { limit, offset } = pageOf(q);
  const [rows, counted] = await Promise.all([
    queryRows<HeaderRow>(ctx.db, sql`${headerSelect} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}::int OFFSET ${q.before_id ? 0 : offset}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT i.status, count(*)::int AS total FROM crm_invoices AS i ${customerJoin} WHERE ${filters} GROUP BY i.status`),
  ]);
  const { counts, total } = statusTabs(INVOICE_STATUSES, counted, q.status);
  return { list: rows.map((r) => toRow(ctx, r)), pagination: { total, page: q.page, size: q.page_size }, counts };
}

export type LedgerRow = { order_id: number; invoiced: number; reversed: number };

/** The ledger's rows of these orders (unlocked), by order. */
export async function readLedger(ctx: RequestContext, orderIds: number[]): Promise<Map<number, LedgerRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<{ order_id: number; invoiced: string; reversed: string }>(
    ctx.db,
    sql`SELECT order_id, invoiced_amount::text AS invoiced, reversed_amount::text AS reversed FROM crm_invoice_ledger WHERE order_id = ANY(${intArray(orderIds)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.order_id), { order_id: Number(r.order_id), invoiced: toCents(r.invoiced), reversed: toCents(r.reversed) }]));
}

/** What may still be invoiced on an order: delivered − refunded − (invoiced − reversed), never below 0. */
export const invoiceableCents = (o: InvoiceSourceOrder, l: LedgerRow | undefined) => Math.max(0, o.delivered - o.refunded - ((l?.invoiced ?? 0) - (l?.reversed ?? 0)));
/** What may still be reversed on an order: refunded − reversed, and at most `lineLeft` (the original's line less its audited reversals). */
export const reversibleCents = (o: InvoiceSourceOrder, l: LedgerRow | undefined, lineLeft: number) => Math.max(0, Math.min(o.refunded - (l?.reversed ?? 0), lineLeft));

/** Per order, what other applied (not yet audited) blue invoices ask for. */
async function pendingOf(ctx: RequestContext, orderIds: number[], exceptInvoice: number | undefined): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<{ order_id: number; amount: string }>(
    ctx.db,
    sql`SELECT it.order_id, sum(it.amount)::text AS amount FROM crm_invoice_items AS it JOIN crm_invoices AS i ON i.id = it.invoice_id
         WHERE it.order_id = ANY(${intArray(orderIds)}::int[]) AND i.status = 2 AND i.kind = 1 AND i.id <> ${exceptInvoice ?? 0}::int GROUP BY it.order_id`,
  );
  return new Map(rows.map((r) => [Number(r.order_id), toCents(r.amount)]));
}

/** Per order of a blue invoice, its line less what audited red invoices of it reversed. */
export async function originalLinesLeft(ctx: RequestContext, originalId: number): Promise<Map<number, { no: string; left: number }>> {
  const rows = await queryRows<{ order_id: number; order_no: string; amount: string; reversed: string }>(
    ctx.db,
    sql`SELECT it.order_id, it.order_no, it.amount::text AS amount,
               coalesce((SELECT -sum(r.amount) FROM crm_invoice_items AS r JOIN crm_invoices AS ri ON ri.id = r.invoice_id
                          WHERE ri.original_id = ${originalId}::int AND ri.status IN (3, 4) AND r.order_id = it.order_id), 0)::text AS reversed
          FROM crm_invoice_items AS it WHERE it.invoice_id = ${originalId}::int ORDER BY it.sort, it.id`,
  );
  return new Map(rows.map((r) => [Number(r.order_id), { no: r.order_no, left: toCents(r.amount) - toCents(r.reversed) }]));
}

function orderView(o: InvoiceSourceOrder, l: LedgerRow | undefined, pending: number, reversible: number | null): InvoiceOrder {
  return {
    order_id: o.id,
    order_no: o.no,
    date: o.date,
    delivered_amount: fromCents(o.delivered),
    refunded_amount: fromCents(o.refunded),
    invoiced_amount: fromCents((l?.invoiced ?? 0) - (l?.reversed ?? 0)),
    pending_amount: fromCents(pending),
    invoiceable_amount: fromCents(invoiceableCents(o, l)),
    reversible_amount: reversible === null ? null : fromCents(reversible),
  };
}

/** The orders as the form and the detail show them now (those oms still shows as delivered). */
export async function orderViews(ctx: RequestContext, orders: InvoiceSourceOrder[], options: { exceptInvoice?: number; originalId?: number | null }): Promise<Map<number, InvoiceOrder>> {
  const ids = orders.map((o) => o.id);
  const [ledger, pending, lines] = await Promise.all([
    readLedger(ctx, ids),
    pendingOf(ctx, ids, options.exceptInvoice),
    options.originalId ? originalLinesLeft(ctx, options.originalId) : Promise.resolve(null),
  ]);
  return new Map(
    orders.map((o) => {
      const l = ledger.get(o.id);
      const reversible = lines ? reversibleCents(o, l, lines.get(o.id)?.left ?? 0) : null;
      return [o.id, orderView(o, l, pending.get(o.id) ?? 0, reversible)];
    }),
  );
}

/** `GET /crm/invoice_orders`: a blue invoice's choices (the customer's delivered orders with something left to invoice first), or a red one's (the original's orders). */
export async function invoiceOrders(ctx: RequestContext, customerId: number, options: { invoiceId?: number; originalId?: number }): Promise<{ list: InvoiceOrder[] }> {
  const source = invoiceOrderSource();
  if (options.originalId) {
    const lines = await originalLinesLeft(ctx, options.originalId);
    const orders = await source.read(ctx, [...lines.keys()]);
    const views = await orderViews(ctx, [...orders.values()], { exceptInvoice: options.invoiceId, originalId: options.originalId });
    return { list: [...lines.keys()].flatMap((id) => views.get(id) ?? []) };
  }
  const orders = await source.deliveredFor(ctx, customerId, 200);
  const views = await orderViews(ctx, orders, { exceptInvoice: options.invoiceId });
  const list = orders.map((o) => views.get(o.id)!);
  // what can still be invoiced first, newest first within each part
  return { list: [...list.filter((v) => v.invoiceable_amount !== '0.00'), ...list.filter((v) => v.invoiceable_amount === '0.00')] };
}

/** `GET /crm/invoice/:id`: the head, the orders now, the red invoices of it, the document log. */
export async function getInvoice(ctx: RequestContext, id: number): Promise<InvoiceDetail> {
  const head = await queryOne<HeaderRow>(ctx.db, sql`${headerSelect} WHERE i.id = ${id}::int AND ${invoiceScope(ctx)}`);
  if (!head) throw notFound('crm.invoice_not_found');
  const row = toRow(ctx, head);
  const [items, logs, reds, companyName] = await Promise.all([
    queryRows<{ id: number; order_id: number; order_no: string; amount: string }>(
      ctx.db,
      sql`SELECT id, order_id, order_no, amount::text AS amount FROM crm_invoice_items WHERE invoice_id = ${id}::int ORDER BY sort, id`,
    ),
    listDocumentLogs(ctx.db, 'invoice', id, ctx.session.timeZone),
    queryRows<{ id: number; number: string; status: number; amount: string }>(
      ctx.db,
      sql`SELECT id, coalesce(number, '') AS number, status, amount::text AS amount FROM crm_invoices WHERE original_id = ${id}::int ORDER BY id`,
    ),
    tenantName(ctx),
  ]);
  const orders = await invoiceOrderSource().read(ctx, items.map((i) => Number(i.order_id)));
  const views = await orderViews(ctx, [...orders.values()], { exceptInvoice: id, originalId: row.original_id });
  return {
    ...row,
    lines: items.map((i) => ({ id: Number(i.id), order_id: Number(i.order_id), order_no: i.order_no, amount: fromCents(toCents(i.amount)), order: views.get(Number(i.order_id)) ?? null })),
    logs,
    reds: reds.map((r) => ({ id: Number(r.id), number: r.number, status: Number(r.status), amount: fromCents(toCents(r.amount)) })),
    tenant_name: companyName,
  };
}
