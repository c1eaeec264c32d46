import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  STATEMENT_STATES,
  STATEMENT_STATUS,
  STATEMENT_STATUSES,
  type CreateStatementInput,
  type StatementAction,
  type StatementDetail,
  type StatementList,
  type StatementListQuery,
  type StatementRow,
  type StatementTransition,
} from '@tradewind/contract/oms/statement.schema';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { actorOf, listDocumentLogs, writeDocumentLog, type DocumentActor } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { AppError, conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { accountPeriods } from '@/modules/crm/account-period';
import { customerUsers } from '@/modules/crm/contact';
import { customerScope, customers } from '@/modules/crm/customer';
import { paymentStateOf } from '../order/payment-state';
import { statementSettlementSource } from './statement-settlement-source';
import { dueDate, type AccountPeriodRule } from './statement-period';

const S = STATEMENT_STATUS;
const cust = alias(customers, 'c');
const period = alias(accountPeriods, 'ap');
const storesOf = (ctx: RequestContext) => (ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
/** pg_advisory_xact_lock's first key: statements of one customer are made one at a time */
const STATEMENT_LOCK = 0x0057a7;

function scopeOf(ctx: RequestContext): SQL {
  const scope = customerScope(ctx);
  return sql`st.store_id = ANY(${intArray(storesOf(ctx))}::int[]) ${scope ? sql`AND ${scope}` : sql``}`;
}

type HeadRow = Omit<StatementRow, 'created_at' | 'status' | 'source' | 'start_date' | 'end_date' | 'statement_date' | 'due_date'> & {
  status: number;
  source: number;
  start_date: string;
  end_date: string;
  statement_date: string;
  due_date: string;
  created_at: Date | string;
};

const HEAD = sql`st.id, st.number, st.store_id, st.customer_id, ${customers.name} AS customer_name, st.account_period_id,
  (SELECT ${period.name} FROM ${accountPeriods} AS ${period} WHERE ${period.id} = st.account_period_id) AS account_period_name,
  to_char(st.start_date, 'YYYY-MM-DD') AS start_date, to_char(st.end_date, 'YYYY-MM-DD') AS end_date,
  to_char(st.statement_date, 'YYYY-MM-DD') AS statement_date, to_char(st.due_date, 'YYYY-MM-DD') AS due_date,
  st.status, st.source, st.order_count, st.refund_count, st.order_amount::text AS order_amount, st.refund_amount::text AS refund_amount,
  st.total_amount::text AS total_amount, st.received_amount::text AS received_amount, GREATEST(st.total_amount - st.received_amount, 0)::text AS open_amount, st.remark, st.confirmed_user_name, (SELECT name FROM staff WHERE id = st.created_by) AS created_by_name, st.created_at`;
const FROM = sql`oms_statements AS st JOIN ${customers} ON ${customers.id} = st.customer_id`;

const rowOf = (r: HeadRow, tz: string): StatementRow => ({
  ...r,
  status: Number(r.status) as StatementRow['status'],
  source: Number(r.source) as StatementRow['source'],
  order_count: Number(r.order_count),
  refund_count: Number(r.refund_count),
  created_at: formatDateTime(r.created_at, tz)!,
});

/** The list's filters (not the status tab): number or customer name, customer, period end between the dates. */
export function statementFilters(ctx: RequestContext, q: Omit<StatementListQuery, 'page' | 'page_size' | 'status'>): SQL {
  if (q.start_date && q.end_date && q.end_date < q.start_date) throw invalidField('end_date', 'oms.date_range_invalid');
  const parts: SQL[] = [scopeOf(ctx)];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    parts.push(sql`(st.number ILIKE ${like} OR ${customers.name} ILIKE ${like})`);
  }
  if (q.customer_id) parts.push(sql`st.customer_id = ${q.customer_id}::int`);
  if (q.start_date) parts.push(sql`st.end_date >= ${q.start_date}::date`);
  if (q.end_date) parts.push(sql`st.end_date <= ${q.end_date}::date`);
  return sql.join(parts, sql` AND `);
}

export const selectStatementRows = (ctx: RequestContext, where: SQL, tail: SQL) =>
  queryRows<HeadRow>(ctx.db, sql`SELECT ${HEAD} FROM ${FROM} WHERE ${where} ${tail}`).then((rows) => rows.map((r) => rowOf(r, ctx.session.timeZone)));

/** `GET /oms/statements`: newest first, with the count of each status tab under the same filters. */
export async function listStatements(ctx: RequestContext, q: StatementListQuery): Promise<StatementList> {
  const where = statementFilters(ctx, q);
  const status = q.status !== undefined ? sql` AND st.status = ${q.status}::int` : sql``;
  const [list, counts] = await Promise.all([
    selectStatementRows(ctx, sql`${where}${status}`, sql`ORDER BY st.id DESC LIMIT ${q.page_size}::int OFFSET ${(q.page - 1) * q.page_size}::int`),
    queryRows<{ status: number; total: number }>(ctx.db, sql`SELECT st.status, count(*)::int AS total FROM ${FROM} WHERE ${where} GROUP BY st.status`),
  ]);
  const { counts: byStatus, total } = statusTabs(STATEMENT_STATUSES, counts, q.status);
  return { list, pagination: { total, page: q.page, size: q.page_size }, counts: byStatus };
}

/** `GET /oms/statement/:id`: header, its orders and refunds by date, the log. */
export async function getStatement(ctx: RequestContext, id: number): Promise<StatementDetail> {
  const head = await queryOne<HeadRow & { customer_phone: string; sent_at: Date | null; confirmed_at: Date | null; settled_at: Date | null; settle_remark: string | null; tenant_name: string }>(
    ctx.db,
    sql`SELECT ${HEAD}, ${customers.phone} AS customer_phone, st.sent_at, st.confirmed_at, st.settled_at, st.settle_remark,
               (SELECT name FROM tenants WHERE id = st.tenant_id) AS tenant_name
          FROM ${FROM} WHERE st.id = ${id}::int AND ${scopeOf(ctx)}`,
  );
  if (!head) throw notFound('oms.statement_not_found');
  const tz = ctx.session.timeZone;
  const items = await queryRows<StatementDetail['items'][number]>(
    ctx.db,
    sql`SELECT id, kind, order_id, refund_id, number, to_char(doc_date, 'YYYY-MM-DD') AS doc_date, amount::text AS amount
          FROM oms_statement_items WHERE statement_id = ${id}::int ORDER BY kind, doc_date, id`,
  );
  const { customer_phone, sent_at, confirmed_at, settled_at, settle_remark, tenant_name, ...row } = head;
  const { payable, receipts } = await paymentStateOf(ctx, statementSettlementSource, id);
  return {
    ...rowOf(row, tz),
    customer_phone,
    sent_at: formatDateTime(sent_at, tz),
    confirmed_at: formatDateTime(confirmed_at, tz),
    settled_at: formatDateTime(settled_at, tz),
    settle_remark,
    tenant_name,
    items: items.map((i) => ({ ...i, kind: Number(i.kind) as 1 | 2 })),
    logs: await listDocumentLogs(ctx.db, 'statement', id, tz),
    payable,
    receipts,
  };
}

/** Who makes a statement: a staff member (by hand) or the scheduled rule (no staff). */
export type StatementMaker = { db: Db; tenantId: number; timeZone: string; staffId: number | null; actor: DocumentActor };

type PeriodCustomer = AccountPeriodRule & { customer_id: number; store_id: number; account_period_id: number };

/** The customer's account period when it is an account-period customer (open payment day with a period), else null. */
export async function periodCustomer(db: Db, customerId: number): Promise<PeriodCustomer | null> {
  const row = await queryOne<PeriodCustomer>(
    db,
    sql`SELECT ${cust.id} AS customer_id, ${cust.storeId} AS store_id, ${period.id} AS account_period_id, ${period.type} AS type, ${period.days} AS days, ${period.monthDay} AS month_day,
               ${period.dayBefore} AS day_before, ${period.statementDay} AS statement_day
          FROM ${customers} AS ${cust} JOIN ${accountPeriods} AS ${period} ON ${period.id} = ${cust.accountPeriodId}
         WHERE ${cust.id} = ${customerId}::int AND ${cust.isOpenPaymentDay} = 1`,
  );
  return row ? { ...row, type: Number(row.type), days: Number(row.days), month_day: Number(row.month_day), day_before: Number(row.day_before), statement_day: Number(row.statement_day) } : null;
}

/**
 * Makes a statement of one customer and period in the caller's transaction: the customer's delivered
 * account-period orders (delivered on a day of the period, their delivered amount) and its refunds audited
 * on a day of the period (their refund amount), none already on a statement. Orders receipt notes have
 * paid on their own (paid amount > 0 off any statement) stay off, and so do their refunds: their open
 * amount already counts the refund (README "Payment state"). Customers are taken one at a
 * time (a transaction-scoped advisory lock per customer), so two makers never claim one order; the unique
 * period index makes a second statement of the same customer and period impossible. Returns null — nothing
 * made — when the period already has a statement or (`skipEmpty`) nothing to state.
 */
export async function makeStatement(
  maker: StatementMaker,
  customer: PeriodCustomer,
  period: { start: string; end: string; statementDate: string },
  options: { source: 1 | 2; remark?: string | null; skipEmpty: boolean },
): Promise<number | null> {
  const { db } = maker;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${STATEMENT_LOCK}::int, ${customer.customer_id}::int)`);
  const exists = await queryOne<{ id: number }>(
    db,
    sql`SELECT id FROM oms_statements WHERE customer_id = ${customer.customer_id}::int AND start_date = ${period.start}::date AND end_date = ${period.end}::date`,
  );
  if (exists) return null;
  const tz = maker.timeZone;
  const orders = await queryRows<{ id: number; number: string; day: string; amount: string }>(
    db,
    sql`SELECT o.id, o.number, to_char((o.delivered_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS day, o.delivered_amount::text AS amount
          FROM oms_orders AS o
         WHERE o.customer_id = ${customer.customer_id}::int AND o.pay_type = 2 AND o.status IN (6, 7) AND o.delivered_at IS NOT NULL
           AND (o.delivered_at AT TIME ZONE ${tz})::date BETWEEN ${period.start}::date AND ${period.end}::date
           AND NOT EXISTS (SELECT 1 FROM oms_statement_items AS si WHERE si.kind = 1 AND si.order_id = o.id)
           AND o.paid_amount = 0
         ORDER BY o.delivered_at, o.id`,
  );
  const refunds = await queryRows<{ id: number; number: string; day: string; amount: string; order_id: number }>(
    db,
    sql`SELECT r.id, r.number, to_char((r.audited_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS day, r.refund_amount::text AS amount, r.order_id
          FROM oms_order_refunds AS r
         WHERE r.customer_id = ${customer.customer_id}::int AND r.status IN (2, 3, 4) AND r.audited_at IS NOT NULL
           AND (r.audited_at AT TIME ZONE ${tz})::date BETWEEN ${period.start}::date AND ${period.end}::date
           AND NOT EXISTS (SELECT 1 FROM oms_statement_items AS si WHERE si.kind = 2 AND si.refund_id = r.id)
           AND NOT EXISTS (SELECT 1 FROM oms_orders AS po WHERE po.id = r.order_id AND po.paid_amount > 0
                             AND NOT EXISTS (SELECT 1 FROM oms_statement_items AS si WHERE si.kind = 1 AND si.order_id = po.id))
         ORDER BY r.audited_at, r.id`,
  );
  if (options.skipEmpty && orders.length === 0 && refunds.length === 0) return null;
  const orderCents = orders.reduce((s, o) => s + toCents(o.amount), 0);
  const refundCents = refunds.reduce((s, r) => s + toCents(r.amount), 0);
  const row = await queryOne<{ id: number }>(
    db,
    sql`INSERT INTO oms_statements (tenant_id, store_id, customer_id, account_period_id, start_date, end_date, statement_date, due_date, status, source,
                                    order_count, refund_count, order_amount, refund_amount, total_amount, remark, created_by)
        VALUES (${maker.tenantId}::int, ${customer.store_id}::int, ${customer.customer_id}::int, ${customer.account_period_id}::int, ${period.start}::date, ${period.end}::date,
                ${period.statementDate}::date, ${dueDate(customer, period.statementDate)}::date, ${S.draft}::int, ${options.source}::int, ${orders.length}::int, ${refunds.length}::int,
                ${fromCents(orderCents)}::numeric, ${fromCents(refundCents)}::numeric, ${fromCents(orderCents - refundCents)}::numeric, ${options.remark ?? null}, ${maker.staffId}::int)
        RETURNING id`,
  );
  const id = row!.id;
  for (const o of orders) {
    await db.execute(
      sql`INSERT INTO oms_statement_items (tenant_id, statement_id, kind, order_id, number, doc_date, amount) VALUES (${maker.tenantId}::int, ${id}::int, 1, ${o.id}::int, ${o.number}, ${o.day}::date, ${o.amount}::numeric)`,
    );
  }
  for (const r of refunds) {
    await db.execute(
      sql`INSERT INTO oms_statement_items (tenant_id, statement_id, kind, order_id, refund_id, number, doc_date, amount)
          VALUES (${maker.tenantId}::int, ${id}::int, 2, ${r.order_id}::int, ${r.id}::int, ${r.number}, ${r.day}::date, ${r.amount}::numeric)`,
    );
  }
  await writeDocumentLog(db, { type: 'statement', id, action: 'create', from: null, to: S.draft, remark: options.source === 2 ? 'scheduled' : null, by: maker.actor });
  const number = await takeDocumentNumber(db, 'statement', { timeZone: tz });
  await db.execute(sql`UPDATE oms_statements SET number = ${number} WHERE id = ${id}::int`);
  return id;
}

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * `POST /oms/statement` (by hand): a visible account-period customer (422 `customer_id` otherwise), a
 * period ending by today (422 on the dates), one statement per customer and period (409), something to state
 * (409 `oms.statement_nothing`). The statement date is today; the due date follows from it.
 */
export async function createStatement(ctx: RequestContext, input: CreateStatementInput): Promise<StatementDetail> {
  const visible = await queryOne<{ id: number }>(ctx.db, sql`SELECT ${customers.id} AS id FROM ${customers} WHERE ${customers.id} = ${input.customer_id}::int ${customerScope(ctx) ? sql`AND ${customerScope(ctx)}` : sql``}`);
  if (!visible) throw invalidField('customer_id', 'oms.statement_customer_not_found');
  const customer = await periodCustomer(ctx.db, input.customer_id);
  if (!customer) throw invalidField('customer_id', 'oms.statement_not_account_period');
  const today = todayIn(ctx.session.timeZone);
  if (input.end_date < input.start_date) throw invalidField('end_date', 'oms.date_range_invalid');
  if (input.end_date > today) throw invalidField('end_date', 'oms.statement_end_future');
  const maker: StatementMaker = { db: ctx.db, tenantId: ctx.tenantId, timeZone: ctx.session.timeZone, staffId: ctx.staffId, actor: actorOf(ctx) };
  const existing = await queryOne<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM oms_statements WHERE customer_id = ${input.customer_id}::int AND start_date = ${input.start_date}::date AND end_date = ${input.end_date}::date`,
  );
  if (existing) throw conflict('oms.statement_exists');
  const id = await makeStatement(maker, customer, { start: input.start_date, end: input.end_date, statementDate: today }, { source: 1, remark: input.remark, skipEmpty: true });
  if (id === null) throw conflict('oms.statement_nothing');
  return getStatement(ctx, id);
}

/** The statements' table as their state changes see it: the caller's stores and customers, 409 naming the state. */
const STATEMENTS: DocumentTable<StatementAction | 'delete'> = {
  type: 'statement',
  table: 'oms_statements',
  alias: 'st',
  join: sql`JOIN ${customers} ON ${customers.id} = st.customer_id`,
  states: STATEMENT_STATES,
  scope: scopeOf,
  notFound: 'oms.statement_not_found',
  conflict: (ctx, status) => conflict('oms.statement_status_changed', { status: translate(`oms.statement_status.${status}`, ctx.locale) }),
};
/** The same without the caller's scope: a receipt note's audit, which fms already checked and locked. */
const ANY_STATEMENT: DocumentTable<StatementAction | 'delete'> = { ...STATEMENTS, scope: undefined };

type Locked = { customer_id: number; number: string; total_amount: string; received_amount: string };

/** Locks a statement the caller sees (404 otherwise) in a state the action starts from (409 otherwise); `scoped: false` — a receipt note's audit. */
const lockStatement = (ctx: RequestContext, id: number, action: StatementAction | 'delete', scoped = true) =>
  lockDocument<StatementAction | 'delete', Locked>(
    ctx,
    scoped ? STATEMENTS : ANY_STATEMENT,
    action,
    id,
    sql`st.customer_id, st.number, st.total_amount::text AS total_amount, st.received_amount::text AS received_amount`,
  );

/** `DELETE /oms/statement/:id`: a draft only; its orders and refunds are free for another statement. */
export async function deleteStatement(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockStatement(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM oms_statements WHERE id = ${id}::int`);
  return { id };
}

/** `PUT /oms/statement/:id/send` (1 → 2). */
export async function sendStatement(ctx: RequestContext, id: number, remark: string | null): Promise<StatementTransition> {
  await transition(ctx, STATEMENTS, 'send', await lockStatement(ctx, id, 'send'), { set: sql`sent_by = ${ctx.staffId}::int, sent_at = now()`, remark });
  return { id, status: S.sent };
}

/** `PUT /oms/statement/:id/confirm` (2 → 3): a staff member records which contact of the customer confirmed it (422 `customer_user_id` otherwise). */
export async function confirmStatement(ctx: RequestContext, id: number, customerUserId: number, remark: string | null): Promise<StatementTransition> {
  const st = await lockStatement(ctx, id, 'confirm');
  const contact = await queryOne<{ name: string }>(
    ctx.db,
    sql`SELECT ${customerUsers.name} AS name FROM ${customerUsers} WHERE ${customerUsers.id} = ${customerUserId}::int AND ${customerUsers.customerId} = ${st.customer_id}::int AND ${customerUsers.deletedAt} IS NULL`,
  );
  if (!contact) throw invalidField('customer_user_id', 'oms.statement_contact_invalid');
  await transition(ctx, STATEMENTS, 'confirm', st, {
    set: sql`confirmed_by = ${ctx.staffId}::int, confirmed_at = now(), confirmed_user_id = ${customerUserId}::int, confirmed_user_name = ${contact.name}`,
    remark: remark ? `${contact.name}: ${remark}` : contact.name,
  });
  return { id, status: S.confirmed };
}

/**
 * A sent or confirmed statement is settled (→ 4) and its orders are marked paid (pay_status 2, paid amount =
 * delivered amount). It moves no money: receipt notes do (issue 20) — the statement's settlement source
 * (statement-settlement-source.ts) settles it when their audits have received its total. By hand
 * (`PUT /oms/statement/:id/settle`, `oms:statement:settle`) only once `received_amount` has reached the total
 * (a statement of total 0), else 409 `oms.statement_not_received` with the figures. 409 from any other state.
 */
export async function settleStatement(ctx: RequestContext, statementId: number, options: { remark?: string | null; receiptNo?: string | null } = {}): Promise<StatementTransition> {
  const st = await lockStatement(ctx, statementId, 'settle');
  if (toCents(st.received_amount) < toCents(st.total_amount)) {
    const figures = { total: st.total_amount, received: st.received_amount, open: fromCents(toCents(st.total_amount) - toCents(st.received_amount)) };
    throw new AppError(ErrorCode.conflict, 'oms.statement_not_received', 200, figures, figures);
  }
  return settleLocked(ctx, st, options);
}

/** The receipt note's audit paid the statement in full (statement-settlement-source.ts): settled under fms's lock and check. */
export async function settlePaidStatement(ctx: RequestContext, statementId: number, receiptNo: string): Promise<StatementTransition> {
  const st = await lockStatement(ctx, statementId, 'settle', false);
  return settleLocked(ctx, st, { receiptNo });
}

async function settleLocked(ctx: RequestContext, st: LockedDocument<Locked>, options: { remark?: string | null; receiptNo?: string | null }): Promise<StatementTransition> {
  const statementId = st.id;
  const remark = [options.receiptNo, options.remark].filter(Boolean).join(' ').slice(0, 200) || null;
  await ctx.db.execute(
    sql`UPDATE oms_orders SET pay_status = 2, paid_amount = delivered_amount, updated_at = now()
         WHERE id IN (SELECT order_id FROM oms_statement_items WHERE statement_id = ${statementId}::int AND kind = 1)`,
  );
  await transition(ctx, STATEMENTS, 'settle', st, { set: sql`settled_by = ${ctx.staffId}::int, settled_at = now(), settle_remark = ${remark}`, remark });
  return { id: statementId, status: S.settled };
}
