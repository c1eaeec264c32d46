import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '@/core/db/database';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerPickingWorkerSource } from '@/modules/wms';
import { registerCarRoutes } from '../car/car.routes';
import { registerCarryFeeRoutes } from '../carry-fee/carry-fee.routes';
import { registerLogisticsSettingRoutes } from '../setting/setting.routes';
import { registerWorkerOrderRoutes } from '../worker-order/worker-order.routes';
import { registerWorkerRoutes } from '../worker/worker.routes';

const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `lms.${key}`, parent: 'lms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `lms.${parent}.${permission}`, parent: `lms.${parent}`, type: 3 as const, name, permission, sort });

// Workers, cars, the settings page, carry fees and worker orders (spec 001 §2 /lms routes).
registerMenuSeeds([
  page('worker', '工人列表', '/lms/worker/list', 'lms:worker:list', 30, 'TeamOutlined'),
  button('worker', 'lms:worker:create', '新增工人', 1),
  button('worker', 'lms:worker:update', '编辑工人', 2),
  button('worker', 'lms:worker:delete', '删除工人', 3),
  page('worker_add', '新增工人', '/lms/worker/add', 'lms:worker:create', 31, undefined, 0),
  page('worker_edit', '编辑工人', '/lms/worker/edit', 'lms:worker:update', 32, undefined, 0),
  page('worker_detail', '工人详情', '/lms/worker/detail', 'lms:worker:list', 33, undefined, 0),
  page('car_model', '车型管理', '/lms/car_model/list', 'lms:car_model:list', 34, 'BuildOutlined'),
  button('car_model', 'lms:car_model:create', '新增车型', 1),
  button('car_model', 'lms:car_model:update', '编辑车型', 2),
  button('car_model', 'lms:car_model:delete', '删除车型', 3),
  page('car', '车辆管理', '/lms/car/list', 'lms:car:list', 35, 'CarOutlined'),
  button('car', 'lms:car:create', '新增车辆', 1),
  button('car', 'lms:car:update', '编辑车辆', 2),
  button('car', 'lms:car:delete', '删除车辆', 3),
  page('worker_order', '工人订单', '/lms/worker_order/list', 'lms:worker_order:list', 36, 'AccountBookOutlined'),
  button('worker_order', 'lms:worker_order:export', '导出工人订单', 1),
  page('logistics_carry_fee', '搬运费', '/lms/logistics_carry_fee/list', 'lms:logistics_carry_fee:list', 37, 'GoldOutlined'),
  button('logistics_carry_fee', 'lms:logistics_carry_fee:create', '新增搬运费', 1),
  button('logistics_carry_fee', 'lms:logistics_carry_fee:update', '编辑搬运费', 2),
  button('logistics_carry_fee', 'lms:logistics_carry_fee:delete', '删除搬运费', 3),
  button('logistics_carry_fee', 'lms:logistics_carry_fee:confirm', '确认搬运费', 4),
  page('logistics_carry_fee_add', '新增搬运费', '/lms/logistics_carry_fee/add', 'lms:logistics_carry_fee:create', 38, undefined, 0),
  page('logistics_carry_fee_edit', '编辑搬运费', '/lms/logistics_carry_fee/edit', 'lms:logistics_carry_fee:update', 39, undefined, 0),
  page('setting', '物流设置', '/lms/setting/index', 'lms:setting:index', 40, 'SettingOutlined'),
  button('setting', 'lms:setting:update', '修改物流设置', 1),
]);

/** Workers pick in a store when they are its, live and not left (picking tasks may be given to them; wms README "Picking"). */
const onDuty = (storeId: number) => sql`store_id = ${storeId} AND deleted_at IS NULL AND status <> 0`;

/** The routes of workers, car models, cars, the logistics settings, carry fees and worker orders (module README). */
export function registerFleetRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPickingWorkerSource({
    list: (ctx, storeId) => queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT id, name FROM lms_workers WHERE ${onDuty(storeId)} ORDER BY name, id`),
    canPick: async (ctx, storeId, workerId) => (await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM lms_workers WHERE id = ${workerId} AND ${onDuty(storeId)}`)) !== undefined,
  });
  registerWorkerRoutes(app, deps);
  registerCarRoutes(app, deps);
  registerLogisticsSettingRoutes(app, deps);
  registerCarryFeeRoutes(app, deps);
  registerWorkerOrderRoutes(app, deps);
}
