import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { roundMoney } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  CustomerAccountHistoryType,
  type BalanceHistoryQuery,
  type BalanceHistoryRow,
  type CustomerAccountField,
  type FinanceAdjustBody,
  type FinanceAdjustResult,
} from '@tradewind/contract/fms/balance-history.schema';
import { queryRows } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';
import { findVisibleCustomer } from '@/modules/crm/customer';
import { postCustomerAccount } from '../ledger/posting';

export const FINANCE_ADJUST_PERMISSION = 'fms:customer_account:finance_adjust';

const fieldName = (ctx: RequestContext, field: string) => translate(`fms.field.${field}` as MessageKey, ctx.locale);
const typeName = (ctx: RequestContext, type: number) => {
  const key = `fms.balance_type.${type}`;
  const text = translate(key as MessageKey, ctx.locale);
  return text === key ? String(type) : text;
};

type HistoryRecord = Omit<BalanceHistoryRow, 'field_name' | 'type_name' | 'created_at' | 'field'> & { field: CustomerAccountField; created_at: Date | string };

/**
 * GET /fms/customer_account/balance_histories: a visible customer's account movements, newest first,
 * filtered by field, type, document number and creation date (tenant time zone, both ends inclusive).
 */
export async function listBalanceHistories(ctx: RequestContext, query: BalanceHistoryQuery): Promise<ListData<BalanceHistoryRow>> {
  await findVisibleCustomer(ctx, query.customer_id);
  if (query.start_date && query.end_date && query.start_date > query.end_date) throw invalidField('end_date', 'fms.date_range_invalid');
  const tz = ctx.session.timeZone;
  const parts: Array<SQL | undefined> = [
    sql`h.customer_id = ${query.customer_id}::int`,
    query.field ? sql`h.field = ${query.field}` : undefined,
    query.type ? sql`h.type = ${query.type}::int` : undefined,
    query.doc_no ? sql`h.doc_no = ${query.doc_no}` : undefined,
    query.start_date ? sql`h.created_at >= (${query.start_date}::date::timestamp AT TIME ZONE ${tz})` : undefined,
    query.end_date ? sql`h.created_at < ((${query.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})` : undefined,
  ];
  const where = sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` AND `,
  );
  const { limit, offset } = pageOf(query);
  const [rows, [{ total }]] = await Promise.all([
    queryRows<HistoryRecord>(
      ctx.db,
      sql`SELECT h.id, h.customer_id, h.field, h.type, h.amount::text AS amount, h.before_amount::text AS before_amount, h.after_amount::text AS after_amount,
                 h.doc_type, h.doc_id, h.doc_no, h.remark, h.staff_id, st.name AS staff_name, h.created_at
            FROM fms_balance_histories h LEFT JOIN staff st ON st.id = h.staff_id
           WHERE ${where} ORDER BY h.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`,
    ),
    queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM fms_balance_histories h WHERE ${where}`),
  ]);
  return listOf(
    rows.map((r) => ({
      ...r,
      id: Number(r.id),
      field_name: fieldName(ctx, r.field),
      type_name: typeName(ctx, r.type),
      created_at: formatDateTime(r.created_at, tz)!,
    })),
    total,
    query,
  );
}

/** '+5.00' / '-12.50': an amount with its sign, for a message. */
const signed = (amount: string) => (amount.trim().startsWith('-') ? roundMoney(amount) : `+${roundMoney(amount)}`);

/** Staff of the tenant who may adjust accounts (the finance managers), but the one who just did. */
async function financeManagers(ctx: RequestContext): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT DISTINCT s.id FROM staff s JOIN staff_roles sr ON sr.staff_id = s.id JOIN roles r ON r.id = sr.role_id
         WHERE s.status = 1 AND s.deleted_at IS NULL AND s.id <> ${ctx.staffId}::int
           AND (r.is_super OR ${FINANCE_ADJUST_PERMISSION} = ANY(r.permissions))`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * POST /fms/customer_account/finance_adjust: a manual change of a visible customer's balance or need_pay
 * by a signed amount, with its reason as the history row's remark (type finance adjust). The balance
 * never goes below zero (409 fms.balance_short); need_pay neither (409 fms.need_pay_short) — a correction
 * below zero is not an adjustment but a receipt. The other finance managers get a finance message.
 */
export async function financeAdjust(ctx: RequestContext, body: FinanceAdjustBody): Promise<FinanceAdjustResult> {
  const customer = await findVisibleCustomer(ctx, body.customer_id);
  const posted = await postCustomerAccount(ctx.db, {
    customerId: customer.id,
    field: body.type,
    amount: body.amount,
    type: CustomerAccountHistoryType.financeAdjust,
    remark: body.reason,
    staffId: ctx.staffId,
  });
  ctx.audit.targetId = customer.id;
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients: await financeManagers(ctx),
    type: 'finance',
    title: { key: 'fms.msg_adjust_title' },
    content: {
      key: body.type === 'balance' ? 'fms.msg_adjust_balance' : 'fms.msg_adjust_need_pay',
      params: { staff: ctx.session.name, customer: customer.name, amount: signed(body.amount), before: posted.before, after: posted.after, reason: body.reason },
    },
    from: { staffId: ctx.staffId, name: ctx.session.name },
    params: { target_type: 'customer', target_id: customer.id },
  });
  return {
    id: posted.historyId,
    customer_id: customer.id,
    field: body.type,
    before_amount: posted.before,
    after_amount: posted.after,
    balance: posted.balance,
    need_pay: posted.needPay,
    total_prepay_amount: posted.totalPrepayAmount,
  };
}
