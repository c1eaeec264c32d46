import { eq } from 'drizzle-orm';
import { roundMoney } from '@tradewind/contract/common/money';
import type { RequestContext } from '@/core/http/request-context';
import { findVisibleCustomer } from '@/modules/crm/customer';
import { customerAccounts } from './customer-account.table';

export type CustomerAccount = { customer_id: number; balance: string; need_pay: string; total_prepay_amount: string };

/** A visible customer's balances (two-decimal strings); a customer without an account row yet shows zeros. */
export async function getCustomerAccount(ctx: RequestContext, customerId: number): Promise<CustomerAccount> {
  await findVisibleCustomer(ctx, customerId);
  const [row] = await ctx.db.select().from(customerAccounts).where(eq(customerAccounts.customerId, customerId));
  return {
    customer_id: customerId,
    balance: roundMoney(row?.balance ?? '0'),
    need_pay: roundMoney(row?.needPay ?? '0'),
    total_prepay_amount: roundMoney(row?.totalPrepayAmount ?? '0'),
  };
}
