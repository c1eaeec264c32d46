import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@tradewind/contract/common/validation';
import { CustomerAccountSchema } from '@tradewind/contract/fms/customer-account.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getCustomerAccount } from './customer-account.service';

export function registerCustomerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/fms/customer_account',
    permission: 'fms:customer_account:detail',
    query: z.object({ customer_id: idSchema }),
    response: CustomerAccountSchema,
    handler: (ctx, { query }) => getCustomerAccount(ctx, query.customer_id),
  });
}
