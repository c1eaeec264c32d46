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
import { exportRoute } from '@/core/jobs/export-route';
import { adjustPrepayAccount, getPrepayAccountBy, listPrepayAccounts, listPrepayHistories, PREPAY_ADJUST_PERMISSION } from './prepay-account.service';
import { prepayAccountExporter } from './prepay-account.export';
import { prepayHistoryExporter } from './prepay-history.export';

/** Suppliers' and workers' prepay accounts (module README "Prepay accounts"). */
export function registerPrepayAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  exportRoute(app, deps, '/fms/finance_prepay_accounts/export', prepayAccountExporter);
  route(app, deps, {
    method: 'GET',
    url: '/fms/finance_prepay_accounts',
    permission: 'fms:finance_prepay_account:list',
    query: PrepayAccountListQuerySchema,
    response: PrepayAccountListSchema,
    handler: (ctx, { query }) => listPrepayAccounts(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/fms/finance_prepay_account',
    permission: 'fms:finance_prepay_account:detail',
    query: PrepayAccountQuerySchema,
    response: PrepayAccountSchema,
    handler: (ctx, { query }) => getPrepayAccountBy(ctx, query),
  });
  // the spec's "prepay histories": read with detail, like the customer account's balance_histories
  route(app, deps, {
    method: 'GET',
    url: '/fms/finance_prepay_account/histories',
    permission: 'fms:finance_prepay_account:detail',
    query: PrepayHistoryQuerySchema,
    response: listOf(PrepayHistoryRowSchema),
    handler: (ctx, { query }) => listPrepayHistories(ctx, query),
  });
  exportRoute(app, deps, '/fms/finance_prepay_account/histories/export', prepayHistoryExporter);
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
