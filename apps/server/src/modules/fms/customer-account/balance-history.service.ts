import { sql } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import {
  CustomerAccountHistoryType,
  type BalanceHistoryQuery,
  type BalanceHistoryRow,
  type CustomerAccountField,
  type FinanceAdjustBody,
  type FinanceAdjustResult,
} from '@tradewind/contract/fms/balance-history.schema';
import type { RequestContext } from '@/core/http/request-context';
import { findVisibleCustomer } from '@/modules/crm/customer';
import { tellAdjustment } from '../ledger/finance-managers';
import { listHistory } from '../ledger/history-list';
import { balanceHistories } from '../ledger/ledger.table';
import { historyFilters } from '../ledger/posting-input';
import { postCustomerAccount } from '../ledger/posting';

export const FINANCE_ADJUST_PERMISSION = 'fms:customer_account:finance_adjust';

const fieldName = (ctx: RequestContext, field: string) => translate(`fms.field.${field}` as MessageKey, ctx.locale);

type HistoryRecord = Omit<BalanceHistoryRow, 'field_name' | 'type_name' | 'created_at' | 'field'> & { field: CustomerAccountField; created_at: Date | string };

/**
 * GET /fms/customer_account/balance_histories: a visible customer's account movements, newest first,
 * filtered by field, type, document number and creation date (tenant time zone, both ends inclusive).
 */
export async function listBalanceHistories(ctx: RequestContext, query: BalanceHistoryQuery & { before_id?: number }): Promise<ListData<BalanceHistoryRow>> {
  await findVisibleCustomer(ctx, query.customer_id);
  const where = historyFilters([sql`h.customer_id = ${query.customer_id}::int`, ...(query.field ? [sql`h.field = ${query.field}`] : [])], query, ctx.session.timeZone);
  const page = await listHistory<HistoryRecord>(ctx, query, { table: balanceHistories, columns: sql`h.customer_id, h.field`, where, typeKey: 'fms.balance_type' });
  return { ...page, list: page.list.map((r) => ({ ...r, field_name: fieldName(ctx, r.field) })) };
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
  await tellAdjustment(ctx, FINANCE_ADJUST_PERMISSION, {
    title: 'fms.msg_adjust_title',
    content: body.type === 'balance' ? 'fms.msg_adjust_balance' : 'fms.msg_adjust_need_pay',
    params: { customer: customer.name },
    body,
    posted,
    // opens the account's detail page (the web's message target customer_account)
    target: { target_type: 'customer_account', target_id: customer.id },
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
