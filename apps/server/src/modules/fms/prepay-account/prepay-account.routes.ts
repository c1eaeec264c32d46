import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  PrepayAccountListQuerySchema,
  PrepayAccountListSchema,
  PrepayAccountQuerySchema,
  PrepayAccountSchema,
  PrepayAdjustResultSchema,
  PrepayAdjustSchema,
  PrepayHistoryQuerySchema,
  PrepayHistoryRowSchema,
} from '@tradewind/contract/fms/prepay-account.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { adjustPrepayAccount, getPrepayAccountBy, listPrepayAccounts, listPrepayHistories, PREPAY_ADJUST_PERMISSION } from './prepay-account.service';
import { prepayAccountExporter } from './prepay-account.export';
import { prepayHistoryExporter } from './prepay-history.export';

/** Suppliers' and workers' prepay accounts (module README "Prepay accounts"). */
export function registerPrepayAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/fms/finance_prepay_accounts', 'fms:finance_prepay_account:list', { query: PrepayAccountListQuerySchema, response: PrepayAccountListSchema, read: listPrepayAccounts, exporter: prepayAccountExporter });
  readRoute(app, deps, '/fms/finance_prepay_account', 'fms:finance_prepay_account:detail', { query: PrepayAccountQuerySchema, response: PrepayAccountSchema, read: getPrepayAccountBy });
  // the spec's "prepay histories": read with detail, like the customer account's balance_histories
  readRoute(app, deps, '/fms/finance_prepay_account/histories', 'fms:finance_prepay_account:detail', {
    query: PrepayHistoryQuerySchema,
    response: listOf(PrepayHistoryRowSchema),
    read: listPrepayHistories,
    exporter: prepayHistoryExporter,
  });
  route(app, deps, {
    method: 'POST',
    url: '/fms/finance_prepay_account/finance_adjust',
    permission: PREPAY_ADJUST_PERMISSION,
    targetType: 'fms_prepay_account',
    body: PrepayAdjustSchema,
    response: PrepayAdjustResultSchema,
    handler: (ctx, { body }) => adjustPrepayAccount(ctx, body),
  });
}
