import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { roundMoney } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryRows, type Db } from '@/core/db/database';
import { notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers, findVisibleCustomer } from '@/modules/crm/customer';
import { customerAccounts } from './customer-account.table';

const c = alias(customers, 'c');

export type CustomerAccount = {
  customer_id: number;
  balance: string;
  need_pay: string;
  total_prepay_amount: string;
  customer_name?: string;
  customer_phone?: string | null;
  store_name?: string | null;
  sales_name?: string | null;
  is_open_payment_day?: number;
  payment_amount?: string | null;
  updated_at?: string | null;
};
export type CustomerAccountRow = typeof customerAccounts.$inferSelect;

/**
 * A visible customer's balances (two-decimal strings); a customer without an account row yet shows zeros.
 * With who the customer is (name, phone, store, sales, account period) for the account's detail page.
 */
export async function getCustomerAccount(ctx: RequestContext, customerId: number): Promise<CustomerAccount> {
  const customer = await findVisibleCustomer(ctx, customerId);
  const [row] = await ctx.db.select().from(customerAccounts).where(eq(customerAccounts.customerId, customerId));
  const [names] = await queryRows<{ store_name: string | null; sales_name: string | null }>(
    ctx.db,
    sql`SELECT (SELECT name FROM stores WHERE id = ${customer.storeId}::int) AS store_name, (SELECT name FROM staff WHERE id = ${customer.salesId}::int) AS sales_name`,
  );
  return {
    customer_id: customerId,
    balance: roundMoney(row?.balance ?? '0'),
    need_pay: roundMoney(row?.needPay ?? '0'),
    total_prepay_amount: roundMoney(row?.totalPrepayAmount ?? '0'),
    customer_name: customer.name,
    customer_phone: customer.phone,
    store_name: names?.store_name ?? null,
    sales_name: names?.sales_name ?? null,
    is_open_payment_day: customer.isOpenPaymentDay === 1 ? 1 : 0,
    payment_amount: roundMoney(customer.paymentAmount ?? '0'),
    updated_at: row ? formatDateTime(row.updatedAt, ctx.session.timeZone) : null,
  };
}

/**
 * A customer's account, opened if it has none yet, and locked for the caller's transaction: the first
 * step of every change to a balance (docs/trading-model.md §6: balances change under the account's row lock, with
 * their history row). fms opens accounts on first use, so crm never writes this table (docs/trading-model.md §7).
 * The customer is read under row-level security, so another tenant's id opens nothing (a foreign key
 * alone would accept it) and answers 404.
 */
export async function openCustomerAccount(tx: Db, customerId: number): Promise<CustomerAccountRow> {
  await tx.execute(sql`INSERT INTO fms_customer_accounts (tenant_id, customer_id)
    SELECT ${c.tenantId}, ${c.id} FROM ${customers} AS ${c} WHERE ${c.id} = ${customerId}
    ON CONFLICT (customer_id, tenant_id) DO NOTHING`);
  const [row] = await tx.select().from(customerAccounts).where(eq(customerAccounts.customerId, customerId)).for('update');
  if (!row) throw notFound();
  return row;
}
