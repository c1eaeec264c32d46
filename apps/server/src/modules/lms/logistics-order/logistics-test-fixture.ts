/* eslint-disable tradewind/module-boundaries -- a test fixture (used by the .test.ts files only): it composes the orders' and goods' fixtures and sets SKU weights as a test does */
import { sql } from 'drizzle-orm';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { queryOne } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import type { Db } from '@/core/db/database';
import { orderBody, orderFixture, tomorrow, type OrderFixture } from '@/modules/oms/order/order-test-fixture';
import { createTestGoods } from '@/modules/pms/goods/test-goods';
import { auditOutbound, confirmPicking, createPickingList, createPickingTask, createWaveOutbounds, finishPickingTask } from '@/modules/wms';
import type { TestApp } from '@/test/test-app';

export type LogisticsFixture = OrderFixture & {
  inTenant<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** an order made and audited by the manager through the API */
  auditedOrder(overrides?: Record<string, unknown>): Promise<number>;
  /** the orders waved, picked in full, their outbounds made and audited — as the warehouse pages do it */
  ship(orderIds: number[], warehouseId?: number): Promise<void>;
  /** a departed line of these logistics orders (stops in this order), its driver and helper; what the line part does before sign-in */
  departLine(logisticsOrderIds: number[], status?: 1 | 2): Promise<{ lineId: number; stopIds: number[]; driverId: number; helperId: number }>;
  logisticsOrderOf(orderId: number): Promise<{ id: number; status: number }>;
};

/**
 * Orders shipped through the real warehouse flow (audit → wave → task → outbound), so the shipment listener
 * makes their logistics orders; the SKUs weigh 0.5 kg and take 0.002 m³ per base unit.
 */
export async function logisticsFixture(t: TestApp): Promise<LogisticsFixture> {
  const f = await orderFixture(t, createTestGoods);
  const inTenant = <T>(fn: (tx: Db) => Promise<T>) => withTenant(t.app.database.db, f.tenant.tenantId, fn);
  await inTenant((tx) => tx.execute(sql`UPDATE pms_skus SET weight = 0.5, volume = 0.002 WHERE id = ANY(${`{${f.goods.skuIds.join(',')}}`}::int[])`));
  const auditedOrder = async (overrides: Record<string, unknown> = {}) => {
    const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, overrides), 'manager');
    await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
    return made.id;
  };
  const ship = (orderIds: number[], warehouseId = f.w1) =>
    inTenant(async (tx) => {
      const ctx = f.ctx(tx);
      const wave = await createPickingList(ctx, { warehouse_id: warehouseId, delivery_date: tomorrow(), order_ids: orderIds, remark: null });
      const task = await createPickingTask(ctx, { list_id: wave.id, picker_id: f.tenant.staff.admin, item_ids: wave.items.map((i) => i.id), remark: null });
      await confirmPicking(ctx, task.id, { lines: task.items.map((i) => ({ item_id: i.id, picked_qty: i.qty, short_reason: null })) });
      await finishPickingTask(ctx, task.id, null);
      const outbounds = await createWaveOutbounds(ctx, wave.id);
      for (const id of outbounds.ids) await auditOutbound(ctx, id, null);
    });
  const departLine = (ids: number[], status: 1 | 2 = 2) =>
    inTenant(async (tx) => {
      const store = f.tenant.stores.a;
      const tenant = f.tenant.tenantId;
      const tag = `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;
      const worker = async (name: string, type: number) =>
        (await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_workers (tenant_id, store_id, name, phone, type) VALUES (${tenant}, ${store}, ${name}, ${`137${tag}`.slice(0, 11) + type}, ${type}) RETURNING id`))!.id;
      const driverId = await worker('司机老周', 1);
      const helperId = await worker('装卸小李', 2);
      const model = await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_car_models (tenant_id, name, capacity_weight, capacity_volume) VALUES (${tenant}, ${`4.2米${tag}`}, 2000, 16) RETURNING id`);
      const car = await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_cars (tenant_id, store_id, plate, car_model_id, default_driver_id) VALUES (${tenant}, ${store}, ${`沪A${tag}`.slice(0, 12)}, ${model!.id}, ${driverId}) RETURNING id`);
      const line = await queryOne<{ id: number }>(
        tx,
        sql`INSERT INTO lms_lines (tenant_id, number, store_id, line_date, name, car_id, driver_id, helper_ids, status, stop_count, departed_at)
            VALUES (${tenant}, ${`LN-T${tag}`}, ${store}, ${tomorrow()}::date, '浦东一线', ${car!.id}, ${driverId}, ${`{${helperId}}`}::int[], ${status}, ${ids.length}, CASE WHEN ${status} = 2 THEN now() END) RETURNING id`,
      );
      const stopIds: number[] = [];
      for (const [n, id] of ids.entries()) {
        const stop = await queryOne<{ id: number }>(tx, sql`INSERT INTO lms_line_stops (tenant_id, line_id, logistics_order_id, seq) VALUES (${tenant}, ${line!.id}, ${id}, ${n + 1}) RETURNING id`);
        stopIds.push(stop!.id);
        await tx.execute(sql`UPDATE lms_logistics_orders SET status = ${status}, line_id = ${line!.id} WHERE id = ${id}`);
      }
      return { lineId: line!.id, stopIds, driverId, helperId };
    });
  const logisticsOrderOf = (orderId: number) =>
    inTenant(async (tx) => (await queryOne<{ id: number; status: number }>(tx, sql`SELECT id, status FROM lms_logistics_orders WHERE order_id = ${orderId} ORDER BY id LIMIT 1`))!);
  return { ...f, inTenant, auditedOrder, ship, departLine, logisticsOrderOf };
}
