import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { AppError } from '@/core/http/errors';
import { ok } from '@/core/http/envelope';
import { API_PREFIX, route, type AppDeps } from '@/core/http/route';
import { capturedCodes } from './sms-capture';
import { seedTestTenant } from './test-tenant';

const TestErrorQuery = z.object({
  code: z.coerce.number().int(),
  http: z.coerce.number().int().min(200).max(599).default(200),
  id: z.coerce.number().int().optional(),
  message: z.string().default('test message'),
});

const SmsQuery = z.object({ phone: z.string().min(1).max(20) });

/**
 * Only with TW_TEST_ROUTES=1 (`config.testRoutes`, set by the end-to-end harness; never in production):
 * - GET /_test/error answers any catalogue code on demand, so the web client's handling of each row of
 *   spec 001 §8 can be driven from a browser — including 4091, whose real trigger (an unfinished picking
 *   task) arrives with the warehouse module;
 * - POST /_test/tenant seeds a fresh copy of the demo tenant with prefixed accounts (one per spec);
 * - GET /_test/sms?phone= lists the codes sent to a phone, when the harness gave the server `captureSms`.
 */
export function registerTestRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Plain routes without a session: the harness calls them before anyone exists to log in. The seed runs
  // in a system transaction of its own, outside the request transaction publicRoute would open.
  app.post(`${API_PREFIX}/_test/tenant`, async () => ok(await seedTestTenant(deps.db, app.config.scryptCost), 'zh-CN'));
  app.get(`${API_PREFIX}/_test/sms`, async (req) => ok({ list: capturedCodes(SmsQuery.parse(req.query).phone) }, 'zh-CN'));

  route(app, deps, {
    method: 'GET',
    url: '/_test/error',
    permission: 'session',
    skipStoreCheck: true,
    query: TestErrorQuery,
    response: z.never(),
    handler: async (_ctx, { query }) => {
      const data = query.code === ErrorCode.pickingUnfinished ? { type: 'picking_task', id: query.id ?? null } : null;
      throw new AppError(query.code, query.message, query.http, data);
    },
  });
}
