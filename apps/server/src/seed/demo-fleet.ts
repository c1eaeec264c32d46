import { sql } from 'drizzle-orm';
import { CreateCarryFeeSchema } from '@tradewind/contract/lms/fleet-pay.schema';
import { UpdateLogisticsSettingSchema } from '@tradewind/contract/lms/fleet-setting.schema';
import { CreateCarModelSchema } from '@tradewind/contract/lms/car-model.schema';
import { CreateCarSchema, CreateWorkerSchema } from '@tradewind/contract/lms/fleet.schema';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import { confirmCarryFee, createCar, createCarModel, createCarryFee, createWorker, updateLogisticsSetting } from '@/modules/lms';

/** [name, phone, type, staff key, licence class, ID card] — the master store's fleet. */
const WORKERS: Array<[string, string, 1 | 2 | 3, string | null, string | null, string | null]> = [
  ['吴刚', '13916000001', 1, 'wu', 'B2', '310115198806121231'],
  ['周建华', '13916000002', 1, null, 'B2', '310110197903154418'],
  ['孙立军', '13916000003', 1, null, 'C1', null],
  ['钱大勇', '13916000004', 3, null, 'C1', null],
  ['郑小军', '13916000005', 2, null, null, '320582199510087714'],
  ['冯小明', '13916000006', 2, null, null, null],
  ['陈二虎', '13916000007', 2, null, null, null],
];
const MODELS = [
  { name: '4.2米厢式货车', length_m: 4.2, capacity_weight: 1800, capacity_volume: 16.5 },
  { name: '3.8米冷藏车', length_m: 3.8, capacity_weight: 1500, capacity_volume: 12 },
  { name: '依维柯面包车', length_m: 5, capacity_weight: 800, capacity_volume: 6.5 },
];
/** 浦东新区张江路 88 号 (the master store and 上海总仓), GCJ-02 [lng, lat]. */
const ZHANGJIANG_ROAD_88 = [121.590516, 31.203641] as const;
/** [plate, model index, default driver index] */
const CARS: Array<[string, number, number]> = [
  ['沪AD35821', 0, 0],
  ['沪B·62K37', 0, 1],
  ['沪C58192', 1, 2],
  ['沪A12345D', 2, 3],
];

/**
 * Issue 19 demo step 1, through the pages' own functions: the master store's drivers and loaders (吴刚 is
 * also the staff member of that name), three car models, four available cars with their usual drivers,
 * the logistics settings (depot at the master store's main warehouse, per-stop pay, a carry-fee rate) and
 * a carry fee confirmed on a delivered demo order, carried by two loaders. Runs after the demo orders.
 */
export async function seedDemoFleet(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, storeId: ids.stores.sh, session: { ...base.session, storeIds: Object.values(ids.stores), isSuper: true } };
  const workers: number[] = [];
  for (const [name, phone, type, staff, licence, idCard] of WORKERS) {
    const input = CreateWorkerSchema.parse({
      name,
      phone,
      type,
      staff_id: staff ? ids.staff[staff] : null,
      id_card: idCard,
      licence_no: licence ? `3101${phone.slice(-8)}` : null,
      licence_class: licence,
      licence_expires_on: licence ? (name === '孙立军' ? new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) : '2030-12-31') : null,
    });
    workers.push((await createWorker(ctx, input)).id);
  }
  const models: number[] = [];
  for (const m of MODELS) models.push((await createCarModel(ctx, CreateCarModelSchema.parse(m))).id);
  for (const [plate, model, driver] of CARS) await createCar(ctx, CreateCarSchema.parse({ plate, car_model_id: models[model], default_driver_id: workers[driver] }));

  // the depot: 上海总仓's point, or (the demo warehouse has none) its address, 浦东新区张江路 88 号, in GCJ-02
  const depot = await queryOne<{ longitude: string | null; latitude: string | null }>(ctx.db, sql`SELECT longitude::text, latitude::text FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  await updateLogisticsSetting(
    ctx,
    UpdateLogisticsSettingSchema.parse({
      use_warehouse_depot: 0,
      depot_longitude: depot?.longitude ?? ZHANGJIANG_ROAD_88[0],
      depot_latitude: depot?.latitude ?? ZHANGJIANG_ROAD_88[1],
      average_speed_kmh: 28,
      service_minutes: 10,
      road_factor: 1.3,
      solve_seconds: 5,
      routing_url: null,
      delivery_earning_basis: 1,
      driver_rate: 8,
      helper_rate: 4,
      carry_fee_rate: 0.5,
    }),
  );

  // a carry fee on a delivered demo order: 4 floors × 6 pieces × the settings' rate, two loaders
  const [delivered] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM oms_orders WHERE store_id = ${ids.stores.sh} AND status = 6 ORDER BY id LIMIT 1`);
  if (!delivered) return;
  // recorded and confirmed by the warehouse keeper 杨强, as the logs show
  const keeperId = ids.staff.yang ?? ctx.staffId;
  const keeperName = (await queryOne<{ name: string }>(ctx.db, sql`SELECT name FROM staff WHERE id = ${keeperId}`))?.name ?? ctx.session.name;
  const keeper: RequestContext = { ...ctx, staffId: keeperId, session: { ...ctx.session, staffId: keeperId, name: keeperName } };
  const fee = await createCarryFee(keeper, CreateCarryFeeSchema.parse({ order_id: delivered.id, mode: 1, floors: 4, pieces: 6, worker_ids: [workers[4], workers[5]], remark: '四楼无电梯' }));
  await confirmCarryFee(keeper, fee.id, null);
}
