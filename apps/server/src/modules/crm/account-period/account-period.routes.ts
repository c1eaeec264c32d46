import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import { AccountPeriodListQuerySchema, AccountPeriodSchema, CreateAccountPeriodSchema, UpdateAccountPeriodSchema } from '@tradewind/contract/crm/account-period.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './account-period.service';

/** The account-period page, and the open-payment-day dialog (crm:customer:payment_day) that picks one. */
const READ = ['or', 'crm:customer_account_period:list', 'crm:customer:payment_day'] as const;

export function registerAccountPeriodRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/customer_account_periods', permission: READ, query: AccountPeriodListQuerySchema, response: listOf(AccountPeriodSchema), handler: (ctx, { query }) => service.listAccountPeriods(ctx, query) });
  route(app, deps, { method: 'GET', url: '/crm/customer_account_period/:id', permission: READ, params: IdParamsSchema, response: AccountPeriodSchema, handler: (ctx, { params }) => service.getAccountPeriod(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/crm/customer_account_period',
    permission: 'crm:customer_account_period:create',
    targetType: 'crm_account_period',
    body: CreateAccountPeriodSchema,
    response: AccountPeriodSchema,
    handler: (ctx, { body }) => service.createAccountPeriod(ctx, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer_account_period',
    permission: 'crm:customer_account_period:update',
    targetType: 'crm_account_period',
    body: UpdateAccountPeriodSchema,
    response: AccountPeriodSchema,
    handler: (ctx, { body }) => service.updateAccountPeriod(ctx, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/customer_account_period/:id',
    permission: 'crm:customer_account_period:delete',
    targetType: 'crm_account_period',
    params: IdParamsSchema,
    response: z.null(),
    handler: (ctx, { params }) => service.deleteAccountPeriod(ctx, params.id),
  });
}
