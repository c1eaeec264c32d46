import { sql } from 'drizzle-orm';
import { CustomerAccountHistoryType } from '@tradewind/contract/fms/balance-history.schema';
import { registerInviteRewardCredit, registerReleaseGuard } from '@/modules/crm';
import { customerAccounts } from './customer-account/customer-account.table';
import { postCustomerAccount } from './ledger';

/**
 * What crm needs of money, registered at start (crm sits below fms and may not import it,
 * docs/trading-model.md §7): a customer with an unpaid receivable stays with its owner when the pool rules
 * run, and invite rewards are credited to balances through the money kernel.
 */
export function registerCrmLinks(): void {
  registerReleaseGuard({
    key: 'need_pay',
    protects: (c) => sql`EXISTS (SELECT 1 FROM ${customerAccounts} WHERE ${customerAccounts.tenantId} = ${c.tenantId} AND ${customerAccounts.customerId} = ${c.id} AND ${customerAccounts.needPay} > 0)`,
  });
  registerInviteRewardCredit(async (tx, reward) => {
    await postCustomerAccount(tx, {
      customerId: reward.customerId,
      field: 'balance',
      amount: reward.amount,
      type: CustomerAccountHistoryType.inviteReward,
      docType: 'crm_invite',
      docId: reward.inviteId,
      remark: reward.remark,
      staffId: reward.staffId,
    });
  });
}
