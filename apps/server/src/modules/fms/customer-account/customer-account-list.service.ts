import { sql, type SQL } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { CustomerAccountFilter, CustomerAccountList, CustomerAccountListQuery, CustomerAccountRow } from '@tradewind/contract/fms/customer-account.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { customerIdsMatching } from '@/modules/crm';
import { customerScope, customers as c } from '@/modules/crm/customer';

const money = (v: string | null | undefined) => fromCents(toCents(v ?? '0'));

type Record = Omit<CustomerAccountRow, 'id' | 'updated_at' | 'is_open_payment_day'> & { updated_at: Date | string | null; is_open_payment_day: number };

/**
 * The rows the filters reach: every customer the caller sees (crm's scope: stores held, pools, the role's
 * data scope) with its account — a customer without one yet has zeros. Balance filters read the account,
 * so they drive the query from the accounts; the keyword is crm's search (`customerIdsMatching`).
 */
export function customerAccountFilters(ctx: RequestContext, q: CustomerAccountFilter): SQL {
  const parts: SQL[] = [];
  const scope = customerScope(ctx);
  if (scope) parts.push(scope);
  if (q.keyword) parts.push(sql`${c.id} IN (${customerIdsMatching(ctx, q.keyword)})`);
  if (q.store_id !== undefined) parts.push(sql`${c.storeId} = ${q.store_id}::int`);
  if (q.has_balance === 1) parts.push(sql`a.balance > 0`);
  if (q.has_need_pay === 1) parts.push(sql`a.need_pay <> 0`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** Balance filters need the account (an inner join); without them every visible customer is listed. */
const fromOf = (q: CustomerAccountFilter) =>
  q.has_balance === 1 || q.has_need_pay === 1
    ? sql`fms_customer_accounts a JOIN ${c} ON ${c.id} = a.customer_id`
    : sql`${c} LEFT JOIN fms_customer_accounts a ON a.customer_id = ${c.id}`;

export async function selectCustomerAccountRows(ctx: RequestContext, q: CustomerAccountFilter, tail: SQL, after?: number): Promise<CustomerAccountRow[]> {
  const cursor = after === undefined ? sql`` : sql` AND ${c.id} > ${after}::int`;
  const rows = await queryRows<Record>(
    ctx.db,
    sql`SELECT ${c.id} AS customer_id, ${c.name} AS customer_name, ${c.phone} AS customer_phone, ${c.storeId} AS store_id,
               (SELECT name FROM stores WHERE id = ${c.storeId}) AS store_name,
               (SELECT name FROM staff WHERE id = ${c.salesId}) AS sales_name,
               ${c.isOpenPaymentDay} AS is_open_payment_day, ${c.paymentAmount}::text AS payment_amount,
               coalesce(a.balance, 0)::text AS balance, coalesce(a.need_pay, 0)::text AS need_pay, coalesce(a.total_prepay_amount, 0)::text AS total_prepay_amount,
               a.updated_at
          FROM ${fromOf(q)} WHERE ${customerAccountFilters(ctx, q)}${cursor} ${tail}`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.customer_id),
    customer_id: Number(r.customer_id),
    store_id: Number(r.store_id),
    is_open_payment_day: Number(r.is_open_payment_day) === 1 ? 1 : 0,
    payment_amount: r.payment_amount === null ? null : money(r.payment_amount),
    balance: money(r.balance),
    need_pay: money(r.need_pay),
    total_prepay_amount: money(r.total_prepay_amount),
    updated_at: formatDateTime(r.updated_at, ctx.session.timeZone),
  }));
}

/** `GET /fms/customer_accounts`: newest customers first, with the totals of every matching row. */
export async function listCustomerAccounts(ctx: RequestContext, q: CustomerAccountListQuery): Promise<CustomerAccountList> {
  const where = customerAccountFilters(ctx, q);
  const [list, sums] = await Promise.all([
    selectCustomerAccountRows(ctx, q, sql`ORDER BY ${c.id} DESC LIMIT ${q.page_size}::int OFFSET ${(q.page - 1) * q.page_size}::int`),
    queryOne<{ n: number; balance: string; need_pay: string; total_prepay_amount: string }>(
      ctx.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(a.balance), 0)::text AS balance, coalesce(sum(a.need_pay), 0)::text AS need_pay,
                 coalesce(sum(a.total_prepay_amount), 0)::text AS total_prepay_amount
            FROM ${fromOf(q)} WHERE ${where}`,
    ),
  ]);
  return {
    list,
    pagination: { total: Number(sums?.n ?? 0), page: q.page, size: q.page_size },
    totals: { balance: money(sums?.balance), need_pay: money(sums?.need_pay), total_prepay_amount: money(sums?.total_prepay_amount) },
  };
}
