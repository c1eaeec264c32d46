import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import { CustomerSearchQuerySchema, CustomerSearchRowSchema } from '@tradewind/contract/crm/search.schema';
import type { AppDeps } from '@/core/http/route';
import { speculativeRoute } from '@/core/http/speculative-route';
import { searchCustomers } from './search.service';

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The top bar's global customer search (spec 000 §2, §7); data scope applies as in the customer list.
  // Its one statement is prepared with a generic plan per shape: planning it cost more than running it.
  // It is typed at every keystroke, so it runs speculatively (speculative-route.ts): one round trip for
  // the session and the search, and the answer does not wait for the COMMIT.
  speculativeRoute(app, deps, {
    method: 'GET',
    url: '/search/customers',
    permission: 'search:customer:list',
    query: CustomerSearchQuerySchema,
    response: listOf(CustomerSearchRowSchema),
    genericPlans: true,
    handler: (ctx, { query }) => searchCustomers(ctx, query),
  });
}
