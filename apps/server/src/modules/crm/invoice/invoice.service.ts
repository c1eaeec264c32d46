import { sql } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import {
  INVOICE_STATES,
  InvoiceStatus as S,
  type AuditInvoiceInput,
  type CreateInvoiceInput,
  type InvoiceAction,
  type InvoiceDetail,
  type InvoiceTitle,
  type OpenInvoiceInput,
  type UpdateInvoiceInput,
} from '@tradewind/contract/crm/invoice.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { AppError, conflict, invalid, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { intArray } from '@/core/http/store-scope';
import { findVisibleCustomer } from '../customer/customer-access';
import { invoiceOrderSource, type InvoiceSourceOrder } from './invoice-source';
import { customerJoin, getInvoice, invoiceScope, invoiceableCents, originalLinesLeft, readLedger, reversibleCents, statusName, type LedgerRow } from './invoice.read';

/**
 * Invoices (crm README "Invoices"). Saving checks the lines against the orders as they are now (422 on the
 * line); apply and audit check them again under the ledger rows' locks of the orders (409), and the audit
 * books them into the ledger, so two invoices audited at once never both take an order's last amount.
 */

const name = (ctx: RequestContext, key: string) => translate(key as MessageKey, ctx.locale);

export const INVOICES: DocumentTable<InvoiceAction> = {
  type: 'invoice',
  table: 'crm_invoices',
  alias: 'i',
  states: INVOICE_STATES,
  join: customerJoin,
  scope: invoiceScope,
  notFound: 'crm.invoice_not_found',
  conflict: (ctx, status, action) => conflict('crm.invoice_state_conflict', { status: statusName(ctx, status), action: name(ctx, `crm.invoice_action_${action}`) }),
};

type Head = { customer_id: number; kind: number; original_id: number | null; store_id: number };
const HEAD_COLUMNS = sql`i.customer_id, i.kind, i.original_id, i.store_id`;

async function lockInvoice(ctx: RequestContext, id: number, action: InvoiceAction): Promise<LockedDocument<Head>> {
  const row = await lockDocument<InvoiceAction, Head>(ctx, INVOICES, action, id, HEAD_COLUMNS);
  return { ...row, customer_id: Number(row.customer_id), kind: Number(row.kind), original_id: row.original_id === null ? null : Number(row.original_id), store_id: Number(row.store_id) };
}

type Line = { order: InvoiceSourceOrder; cents: number };
type Prepared = { customerId: number; storeId: number; kind: 1 | 2; originalId: number | null; lines: Line[]; title: CreateInvoiceInput };

async function visibleCustomer(ctx: RequestContext, id: number) {
  try {
    return await findVisibleCustomer(ctx, id);
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.notFound) throw invalidField('customer_id', 'crm.invoice_customer_not_found');
    throw e;
  }
}

/**
 * The body checked (422 on the field): a customer the caller sees; each order that customer's and delivered,
 * its amount at most what is invoiceable now (a red invoice: on the original, at most what is reversible).
 * A red invoice's original is locked opened (409 otherwise) and its title copied.
 */
async function prepare(ctx: RequestContext, input: CreateInvoiceInput): Promise<Prepared> {
  const customer = await visibleCustomer(ctx, input.customer_id);
  let title: CreateInvoiceInput = input;
  let originalLines: Map<number, { no: string; left: number }> | null = null;
  const originalId = input.original_id ?? null;
  if (originalId !== null) {
    const original = await queryOne<{ kind: number; customer_id: number; type: number; title_type: number; title: string; tax_number: string | null; bank_name: string | null; bank_account: string | null; address: string | null; phone: string | null }>(
      ctx.db,
      sql`SELECT i.kind, i.customer_id, i.type, i.title_type, i.title, i.tax_number, i.bank_name, i.bank_account, i.address, i.phone FROM crm_invoices AS i ${customerJoin}
           WHERE i.id = ${originalId}::int AND ${invoiceScope(ctx)}`,
    );
    if (!original) throw invalidField('original_id', 'crm.invoice_original_not_found');
    if (Number(original.kind) !== 1) throw invalidField('original_id', 'crm.invoice_red_of_red');
    if (Number(original.customer_id) !== input.customer_id) throw invalidField('customer_id', 'crm.invoice_red_customer');
    // the original stays opened while its red invoice is saved (a row lock, as any action on it)
    await lockInvoice(ctx, originalId, 'red');
    title = { ...input, type: Number(original.type) as 1 | 2, title_type: Number(original.title_type) as 1 | 2, title: original.title, tax_number: original.tax_number, bank_name: original.bank_name, bank_account: original.bank_account, address: original.address, phone: original.phone };
    originalLines = await originalLinesLeft(ctx, originalId);
  }
  const orders = await invoiceOrderSource().read(ctx, input.lines.map((l) => l.order_id));
  const ledger = await readLedger(ctx, [...orders.keys()]);
  const errors: Array<{ field: string; message: string }> = [];
  let params: Record<string, string> | undefined;
  const lines: Line[] = [];
  input.lines.forEach((line, i) => {
    const at = `lines.${i}`;
    const order = orders.get(line.order_id);
    if (!order || order.customerId !== input.customer_id) {
      params ??= { number: order?.no ?? String(line.order_id) };
      return void errors.push({ field: `${at}.order_id`, message: order ? 'crm.invoice_order_not_invoiceable' : 'crm.invoice_order_unknown' });
    }
    const cents = toCents(line.amount);
    if (originalLines) {
      const onOriginal = originalLines.get(order.id);
      if (!onOriginal) {
        params ??= { number: order.no };
        return void errors.push({ field: `${at}.order_id`, message: 'crm.invoice_red_order_not_on_original' });
      }
      const open = reversibleCents(order, ledger.get(order.id), onOriginal.left);
      if (cents > open) {
        params ??= { number: order.no, open: fromCents(open), amount: fromCents(cents) };
        return void errors.push({ field: `${at}.amount`, message: 'crm.invoice_over_reversible' });
      }
    } else {
      const open = invoiceableCents(order, ledger.get(order.id));
      if (cents > open) {
        params ??= { number: order.no, open: fromCents(open), amount: fromCents(cents) };
        return void errors.push({ field: `${at}.amount`, message: 'crm.invoice_over_invoiceable' });
      }
    }
    lines.push({ order, cents });
  });
  if (errors.length) throw invalid(errors, params);
  return { customerId: customer.id, storeId: customer.storeId, kind: originalId === null ? 1 : 2, originalId, lines, title };
}

const signed = (p: Prepared, cents: number) => (p.kind === 2 ? -cents : cents);
const totalOf = (p: Prepared) => signed(p, p.lines.reduce((s, l) => s + l.cents, 0));

async function insertLines(ctx: RequestContext, invoiceId: number, p: Prepared): Promise<void> {
  await ctx.db.execute(
    sql`INSERT INTO crm_invoice_items (tenant_id, invoice_id, order_id, order_no, amount, sort)
        VALUES ${sql.join(
          p.lines.map((l, n) => sql`(${ctx.tenantId}::int, ${invoiceId}::int, ${l.order.id}::int, ${l.order.no.slice(0, 40)}, ${fromCents(signed(p, l.cents))}::numeric, ${n}::int)`),
          sql`, `,
        )}`,
  );
}

/** Remembers the title for the customer's next invoice (GET /crm/invoice_titles), with the latest bank, account, address and phone. */
async function saveTitle(ctx: RequestContext, customerId: number, t: CreateInvoiceInput): Promise<void> {
  await ctx.db.execute(
    sql`INSERT INTO crm_invoice_titles (tenant_id, customer_id, title_type, title, tax_number, bank_name, bank_account, address, phone, used_at)
        VALUES (${ctx.tenantId}::int, ${customerId}::int, ${t.title_type}::int, ${t.title}, ${t.tax_number ?? ''}, ${t.bank_name}, ${t.bank_account}, ${t.address}, ${t.phone}, now())
        ON CONFLICT (tenant_id, customer_id, title, tax_number) DO UPDATE
          SET title_type = excluded.title_type, bank_name = excluded.bank_name, bank_account = excluded.bank_account, address = excluded.address, phone = excluded.phone, used_at = now()`,
  );
}

const titleColumns = (t: CreateInvoiceInput) =>
  sql`type = ${t.type}::int, title_type = ${t.title_type}::int, title = ${t.title}, tax_number = ${t.tax_number}, bank_name = ${t.bank_name},
      bank_account = ${t.bank_account}, address = ${t.address}, phone = ${t.phone}`;

/** `POST /crm/invoice`: a draft (log: create), numbered last. */
export async function createInvoice(ctx: RequestContext, input: CreateInvoiceInput): Promise<InvoiceDetail> {
  const p = await prepare(ctx, input);
  const t = p.title;
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO crm_invoices (tenant_id, store_id, status, kind, original_id, customer_id, type, title_type, title, tax_number, bank_name, bank_account, address, phone, amount, remark, created_by)
        VALUES (${ctx.tenantId}::int, ${p.storeId}::int, ${S.draft}::int, ${p.kind}::int, ${p.originalId}::int, ${p.customerId}::int, ${t.type}::int, ${t.title_type}::int, ${t.title},
                ${t.tax_number}, ${t.bank_name}, ${t.bank_account}, ${t.address}, ${t.phone}, ${fromCents(totalOf(p))}::numeric, ${input.remark}, ${ctx.staffId}::int)
        RETURNING id`,
  );
  const id = Number(row!.id);
  ctx.audit.targetId = id;
  await insertLines(ctx, id, p);
  if (p.kind === 1) await saveTitle(ctx, p.customerId, t);
  await writeDocumentLog(ctx.db, { type: 'invoice', id, action: 'create', from: null, to: S.draft, remark: p.originalId ? `${name(ctx, 'crm.invoice_kind_2')}` : null, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'invoice', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE crm_invoices SET number = ${number} WHERE id = ${id}::int`);
  return getInvoice(ctx, id);
}

/** `PUT /crm/invoice`: a draft or a rejected invoice (which goes back to draft); head and lines replaced. */
export async function updateInvoice(ctx: RequestContext, input: UpdateInvoiceInput): Promise<InvoiceDetail> {
  const head = await lockInvoice(ctx, input.id, 'update');
  if ((input.original_id ?? null) !== head.original_id) throw invalidField('original_id', 'crm.invoice_red_kind_fixed');
  const p = await prepare(ctx, input);
  await transition(ctx, INVOICES, 'update', head, {
    set: sql`customer_id = ${p.customerId}::int, store_id = ${p.storeId}::int, ${titleColumns(p.title)}, amount = ${fromCents(totalOf(p))}::numeric,
             remark = ${input.remark}, reject_reason = NULL`,
  });
  await ctx.db.execute(sql`DELETE FROM crm_invoice_items WHERE invoice_id = ${input.id}::int`);
  await insertLines(ctx, input.id, p);
  if (p.kind === 1) await saveTitle(ctx, p.customerId, p.title);
  return getInvoice(ctx, input.id);
}

/** `DELETE /crm/invoice/:id`: drafts and rejected invoices (nothing was booked). */
export async function deleteInvoice(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockInvoice(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM crm_invoices WHERE id = ${id}::int`);
  return { id };
}

type LockedLine = { order_id: number; order_no: string; cents: number };

/**
 * The invoice's lines with their ledger rows locked (created when missing, ascending order id: two
 * invoices of the same orders queue here) and each checked against the order now — 409 naming the order.
 * Returns the lines and the locked ledger rows.
 */
async function lockAndCheck(ctx: RequestContext, head: LockedDocument<Head>): Promise<{ lines: LockedLine[]; ledger: Map<number, LedgerRow> }> {
  const lines = (
    await queryRows<{ order_id: number; order_no: string; amount: string }>(ctx.db, sql`SELECT order_id, order_no, amount::text AS amount FROM crm_invoice_items WHERE invoice_id = ${head.id}::int ORDER BY sort, id`)
  ).map((l) => ({ order_id: Number(l.order_id), order_no: l.order_no, cents: Math.abs(toCents(l.amount)) }));
  const sorted = [...lines].sort((a, b) => a.order_id - b.order_id);
  await ctx.db.execute(
    sql`INSERT INTO crm_invoice_ledger (tenant_id, customer_id, order_id, order_no)
        VALUES ${sql.join(sorted.map((l) => sql`(${ctx.tenantId}::int, ${head.customer_id}::int, ${l.order_id}::int, ${l.order_no})`), sql`, `)}
        ON CONFLICT (tenant_id, order_id) DO NOTHING`,
  );
  const locked = await queryRows<{ order_id: number; invoiced: string; reversed: string }>(
    ctx.db,
    sql`SELECT order_id, invoiced_amount::text AS invoiced, reversed_amount::text AS reversed FROM crm_invoice_ledger
         WHERE order_id = ANY(${intArray(sorted.map((l) => l.order_id))}::int[]) ORDER BY order_id FOR UPDATE`,
  );
  const ledger = new Map(locked.map((r) => [Number(r.order_id), { order_id: Number(r.order_id), invoiced: toCents(r.invoiced), reversed: toCents(r.reversed) }]));
  const orders = await invoiceOrderSource().read(ctx, lines.map((l) => l.order_id));
  const originalLines = head.original_id !== null ? await originalLinesLeft(ctx, head.original_id) : null;
  for (const l of lines) {
    const order = orders.get(l.order_id);
    if (!order || order.customerId !== head.customer_id) throw conflict('crm.invoice_order_not_invoiceable', { number: l.order_no });
    const open = originalLines ? reversibleCents(order, ledger.get(l.order_id), originalLines.get(l.order_id)?.left ?? 0) : invoiceableCents(order, ledger.get(l.order_id));
    if (l.cents > open) throw conflict(originalLines ? 'crm.invoice_over_reversible' : 'crm.invoice_over_invoiceable', { number: l.order_no, open: fromCents(open), amount: fromCents(l.cents) });
  }
  return { lines, ledger };
}

/** `PUT /crm/invoice/:id/apply`: a draft goes to audit, its lines checked under the ledger's locks. */
export async function applyInvoice(ctx: RequestContext, id: number): Promise<InvoiceDetail> {
  const head = await lockInvoice(ctx, id, 'apply');
  await lockAndCheck(ctx, head);
  await transition(ctx, INVOICES, 'apply', head, { set: sql`applied_at = now()` });
  return getInvoice(ctx, id);
}

/**
 * `PUT /crm/invoice/:id/audit`: pass 1 — the lines checked again under the ledger's locks and booked
 * (a blue invoice's amounts into invoiced, a red one's into reversed); pass 0 — rejected with the reason.
 */
export async function auditInvoice(ctx: RequestContext, id: number, input: AuditInvoiceInput): Promise<InvoiceDetail> {
  if (input.pass === 0) {
    const head = await lockInvoice(ctx, id, 'reject');
    await transition(ctx, INVOICES, 'reject', head, { set: sql`reject_reason = ${input.reason}`, remark: input.reason });
    return getInvoice(ctx, id);
  }
  const head = await lockInvoice(ctx, id, 'audit');
  const { lines } = await lockAndCheck(ctx, head);
  const column = head.kind === 2 ? sql.raw('reversed_amount') : sql.raw('invoiced_amount');
  for (const l of lines) {
    await ctx.db.execute(sql`UPDATE crm_invoice_ledger SET ${column} = ${column} + ${fromCents(l.cents)}::numeric, updated_at = now() WHERE order_id = ${l.order_id}::int`);
  }
  await transition(ctx, INVOICES, 'audit', head, { set: sql`audited_by = ${ctx.staffId}::int, audited_at = now()`, remark: input.reason });
  return getInvoice(ctx, id);
}

/** `PUT /crm/invoice/:id/open`: an audited invoice gets the tax invoice's number and date (and how it was sent). */
export async function openInvoice(ctx: RequestContext, id: number, input: OpenInvoiceInput): Promise<InvoiceDetail> {
  const head = await lockInvoice(ctx, id, 'open');
  await transition(ctx, INVOICES, 'open', head, {
    set: sql`invoice_no = ${input.invoice_no}, invoice_date = ${input.invoice_date}::date, express_remark = ${input.express_remark}, opened_by = ${ctx.staffId}::int, opened_at = now()`,
    remark: [input.invoice_no, input.express_remark].filter(Boolean).join(' '),
  });
  return getInvoice(ctx, id);
}

/** `GET /crm/invoice_titles?customer_id=`: the approved enterprise certification's name and credit code first, then the titles used, latest first. */
export async function invoiceTitles(ctx: RequestContext, customerId: number): Promise<{ list: InvoiceTitle[] }> {
  await findVisibleCustomer(ctx, customerId);
  const [cert, saved] = await Promise.all([
    queryOne<{ name: string; credit_number: string }>(
      ctx.db,
      sql`SELECT name, credit_number FROM crm_certifications WHERE customer_id = ${customerId}::int AND type = 2 AND step = 2 AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
    ),
    queryRows<{ title_type: number; title: string; tax_number: string; bank_name: string | null; bank_account: string | null; address: string | null; phone: string | null }>(
      ctx.db,
      sql`SELECT title_type, title, tax_number, bank_name, bank_account, address, phone FROM crm_invoice_titles WHERE customer_id = ${customerId}::int ORDER BY used_at DESC, id DESC LIMIT 20`,
    ),
  ]);
  const list: InvoiceTitle[] = saved.map((s) => ({ source: 'saved', title_type: Number(s.title_type) === 2 ? 2 : 1, title: s.title, tax_number: s.tax_number || null, bank_name: s.bank_name, bank_account: s.bank_account, address: s.address, phone: s.phone }));
  if (cert) {
    // the certification's details the saved title with the same code carries (bank, account …) fill it
    const same = list.find((s) => s.tax_number === cert.credit_number);
    list.unshift({ source: 'certification', title_type: 1, title: cert.name, tax_number: cert.credit_number, bank_name: same?.bank_name ?? null, bank_account: same?.bank_account ?? null, address: same?.address ?? null, phone: same?.phone ?? null });
  }
  return { list };
}

/** The customer a form's read names: one the caller sees, else 404. */
export async function visibleCustomerOr404(ctx: RequestContext, id: number): Promise<void> {
  await findVisibleCustomer(ctx, id);
}
