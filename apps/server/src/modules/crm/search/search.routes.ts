import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CustomerSearchQuerySchema, type CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import type { AppDeps } from '@/core/http/route';
import { speculativeRoute } from '@/core/http/speculative-route';
import { listDataSchema } from '@/core/openapi/list-data';
import { searchCustomers } from './search.service';

/** A search row as the API reference shows it; `satisfies` holds it to the contract's type. */
const CustomerSearchRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  store_id: z.number().int(),
  store_name: z.string(),
  store_city: z.string().nullable(),
  sales_id: z.number().int().nullable(),
  sales_name: z.string().nullable(),
  match: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0 exact id or phone, 1 prefix, 2 elsewhere in the name or full pinyin'),
}) satisfies z.ZodType<CustomerSearchRow>;

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
    response: listDataSchema(CustomerSearchRowSchema),
    genericPlans: true,
    handler: (ctx, { query }) => searchCustomers(ctx, query),
  });
}
