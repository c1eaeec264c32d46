import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '@/core/db/database';
import type { AppDeps } from '@/core/http/route';
import { registerPickingWorkerSource } from '@/modules/wms';
import { registerCarModelRoutes } from '../car-model/car-model.routes';
import { registerCarRoutes } from '../car/car.routes';
import { registerCarryFeeRoutes } from '../carry-fee/carry-fee.routes';
import { registerLogisticsSettingRoutes } from '../setting/setting.routes';
import { registerWorkerOrderRoutes } from '../worker-order/worker-order.routes';
import { registerWorkerRoutes } from '../worker/worker.routes';

/** Workers pick in a store when they are its, live and not left (picking tasks may be given to them; wms README "Picking"). */
const onDuty = (storeId: number) => sql`store_id = ${storeId} AND deleted_at IS NULL AND status <> 0`;

/** The routes of workers, car models, cars, the logistics settings, carry fees and worker orders (module README). */
export function registerFleetRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPickingWorkerSource({
    list: (ctx, storeId) => queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT id, name FROM lms_workers WHERE ${onDuty(storeId)} ORDER BY name, id`),
    canPick: async (ctx, storeId, workerId) => (await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_workers WHERE id = ${workerId} AND ${onDuty(storeId)}`)) !== undefined,
    name: (workerId) => sql`(SELECT pw.name FROM lms_workers AS pw WHERE pw.id = ${workerId})`,
  });
  registerWorkerRoutes(app, deps);
  registerCarModelRoutes(app, deps);
  registerCarRoutes(app, deps);
  registerLogisticsSettingRoutes(app, deps);
  registerCarryFeeRoutes(app, deps);
  registerWorkerOrderRoutes(app, deps);
}
