import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerCustomerAccountRoutes } from './customer-account';

// The money kernel (module README): the one writer of customer accounts and of workers' earnings, which
// warehouse, orders and logistics call in their own transactions, and the re-sum the tests run.
export { openCustomerAccount, getCustomerAccount, type CustomerAccount, type CustomerAccountRow } from './customer-account';
export { checkMoneyLedger, postCustomerAccount, recordEarning, type PostCustomerAccountInput, type PostedAccountChange, type RecordEarningInput, type RecordedEarning } from './ledger';
export { CustomerAccountHistoryType, type CustomerAccountField } from '@tradewind/contract/fms/balance-history.schema';
export { EarningSourceType, type EarningTargetType } from '@tradewind/contract/fms/earning.schema';

/** Finance: the customer account, its history and the money kernel; the finance documents come with issue 20. */
export function registerFmsModule(app: FastifyInstance, deps: AppDeps): void {
  registerCustomerAccountRoutes(app, deps);
}
