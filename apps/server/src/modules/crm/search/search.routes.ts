import type { FastifyInstance } from 'fastify';
import { CustomerSearchQuerySchema } from '@tradewind/contract/crm/search.schema';
import { route, type AppDeps } from '@/core/http/route';
import { searchCustomers } from './search.service';

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The top bar's global customer search (spec 000 §2, §7); data scope applies as in the customer list.
  // Its one statement is prepared with a generic plan per shape: planning it cost more than running it;
  // it writes nothing, so the answer does not wait for the COMMIT.
  route(app, deps, {
    method: 'GET',
    url: '/search/customers',
    permission: 'search:customer:list',
    query: CustomerSearchQuerySchema,
    genericPlans: true,
    readOnly: true,
    handler: (ctx, { query }) => searchCustomers(ctx, query),
  });
}
