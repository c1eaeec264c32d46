import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { AppError } from '@/core/http/errors';
import { ok } from '@/core/http/envelope';
import { API_PREFIX, route, type AppDeps } from '@/core/http/route';
import { postStockMoves } from '@/modules/wms';
import { capturedCodes } from './sms-capture';
import { seedTestTenant } from './test-tenant';
import { plainInt } from '@tradewind/contract/common/validation';

const TestErrorQuery = z.object({
  code: plainInt(z.number().int()),
  http: plainInt(z.number().int().min(200).max(599)).default(200),
  id: plainInt(z.number().int()).optional(),
  message: z.string().default('test message'),
});

const SmsQuery = z.object({ phone: z.string().min(1).max(20) });

// Stock for the stock pages' end-to-end test until receiving posts it: one inbound document of these lines.
const TestStockBody = z.object({
  lines: z.array(z.object({ sku_id: z.number().int(), warehouse_id: z.number().int(), location_id: z.number().int().optional(), qty: z.string(), unit_cost: z.string().optional() })).min(1),
});
let testStockDoc = 0;

/**
 * Only with TW_TEST_ROUTES=1 (`config.testRoutes`, set by the end-to-end harness; never in production):
 * - GET /_test/error answers any catalogue code on demand, so the web client's handling of each row of
 *   spec 001 §8 can be driven from a browser — including 4091, whose real trigger (an unfinished picking
 *   task) arrives with the warehouse module;
 * - POST /_test/tenant seeds a fresh copy of the demo tenant with prefixed accounts (one per spec);
 * - GET /_test/sms?phone= lists the codes sent to a phone, when the harness gave the server `captureSms`;
 * - POST /_test/stock posts an inbound document through the ledger's one writer (postStockMoves), for the
 *   stock pages' test until warehousing entries post stock.
 */
export function registerTestRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Plain routes without a session: the harness calls them before anyone exists to log in. The seed runs
  // in a system transaction of its own, outside the request transaction publicRoute would open.
  app.post(`${API_PREFIX}/_test/tenant`, async () => ok(await seedTestTenant(deps.db, app.config.scryptCost), 'zh-CN'));
  app.get(`${API_PREFIX}/_test/sms`, async (req) => ok({ list: capturedCodes(SmsQuery.parse(req.query).phone) }, 'zh-CN'));

  route(app, deps, {
    method: 'POST',
    url: '/_test/stock',
    permission: 'session',
    body: TestStockBody,
    response: z.object({ moves: z.number().int() }),
    handler: async (ctx, { body }) => {
      testStockDoc += 1;
      const lines = body.lines.map((l, i) => ({ itemId: i + 1, skuId: l.sku_id, warehouseId: l.warehouse_id, locationId: l.location_id, qty: l.qty, unitCost: l.unit_cost }));
      const moves = await postStockMoves(ctx, { docType: 'warehousing_entry', docId: testStockDoc, docNo: `TEST${testStockDoc}`, lines });
      return { moves: moves.length };
    },
  });
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
