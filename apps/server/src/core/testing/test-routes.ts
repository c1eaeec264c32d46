import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { AppError } from '@/core/http/errors';
import { route, type AppDeps } from '@/core/http/route';

const TestErrorQuery = z.object({
  code: z.coerce.number().int(),
  http: z.coerce.number().int().min(200).max(599).default(200),
  id: z.coerce.number().int().optional(),
  message: z.string().default('test message'),
});

/**
 * Only with TW_TEST_ROUTES=1 (the end-to-end harness): answers any catalogue code on demand, so the web
 * client's handling of each row of spec 001 §8 can be driven from a browser — including 4091, whose real
 * trigger (an unfinished picking task) arrives with the warehouse module.
 */
export function registerTestRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/_test/error',
    permission: 'session',
    skipStoreCheck: true,
    query: TestErrorQuery,
    handler: async (_ctx, { query }) => {
      const data = query.code === ErrorCode.pickingUnfinished ? { type: 'picking_task', id: query.id ?? null } : null;
      throw new AppError(query.code, query.message, query.http, data);
    },
  });
}
