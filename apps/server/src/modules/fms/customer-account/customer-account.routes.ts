import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '@tradewind/contract/common/response.schema';
import { idSchema } from '@tradewind/contract/common/validation';
import { BalanceHistoryQuerySchema, BalanceHistoryRowSchema, FinanceAdjustResultSchema, FinanceAdjustSchema } from '@tradewind/contract/fms/balance-history.schema';
import { CustomerAccountListQuerySchema, CustomerAccountListSchema, CustomerAccountSchema } from '@tradewind/contract/fms/customer-account.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { balanceHistoryExporter } from './balance-history.export';
import { customerAccountExporter } from './customer-account.export';
import { listCustomerAccounts } from './customer-account-list.service';
import { FINANCE_ADJUST_PERMISSION, financeAdjust, listBalanceHistories } from './balance-history.service';
import { getCustomerAccount } from './customer-account.service';

export function registerCustomerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  // the finance list: every visible customer with its account, filters, the totals of what matches
  readRoute(app, deps, '/fms/customer_accounts', 'fms:customer_account:list', { query: CustomerAccountListQuerySchema, response: CustomerAccountListSchema, read: listCustomerAccounts, exporter: customerAccountExporter });
  readRoute(app, deps, '/fms/customer_account', 'fms:customer_account:detail', {
    query: z.object({ customer_id: idSchema }),
    response: CustomerAccountSchema,
    read: (ctx, query) => getCustomerAccount(ctx, query.customer_id),
  });
  // one customer's account movements: read where its balances are (the account detail page, the drawer)
  readRoute(app, deps, '/fms/customer_account/balance_histories', 'fms:customer_account:detail', {
    query: BalanceHistoryQuerySchema,
    response: listOf(BalanceHistoryRowSchema),
    read: listBalanceHistories,
    exporter: balanceHistoryExporter,
  });
  route(app, deps, {
    method: 'POST',
    url: '/fms/customer_account/finance_adjust',
    permission: FINANCE_ADJUST_PERMISSION,
    targetType: 'fms_customer_account',
    body: FinanceAdjustSchema,
    response: FinanceAdjustResultSchema,
    handler: (ctx, { body }) => financeAdjust(ctx, body),
  });
}
