import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import { withTenant } from '@/core/db/tenancy';
import type { Db } from '@/core/db/database';
import type { TestApp } from '@/test/test-app';
import { saleOrderSource } from '../order/order-fulfilment';
import { orderBody, type OrderFixture } from '../order/order-test-fixture';

/**
 * Orders as refunds and statements need them: made and audited through the API, waved, picked and shipped in
 * full through the sale order source (as picking and the sale outbound call it), and — unless told not to —
 * delivered through the API (`PUT /oms/order/:id/deliver`, which adds an account-period order to need_pay).
 */
export function deliveredOrders(t: TestApp, f: () => OrderFixture) {
  const inTenant = <T>(fn: (tx: Db) => Promise<T>) => withTenant(t.app.database.db, f().tenant.tenantId, fn);
  const detailOf = (id: number) => f().ok<OrderDetail>('GET', `/oms/order/${id}`);
  /** `shipped` gives each line's shipped base quantity from its ordered one (all of it when left out). */
  async function deliveredOrder(overrides: Record<string, unknown> = {}, deliver = true, shipped?: (baseQty: string) => string): Promise<OrderDetail> {
    const x = f();
    const made = await x.ok<CreateOrderResult>('POST', '/oms/order', orderBody(x, overrides), 'manager');
    await x.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
    const d = await detailOf(made.id);
    const ref = { orderId: made.id, warehouseId: x.w1 };
    const lines = d.items.map((l) => ({ orderItemId: l.id, baseQty: l.base_qty }));
    await inTenant(async (tx) => {
      const stock = { db: tx, tenantId: x.tenant.tenantId, staffId: x.tenant.staff.admin };
      await saleOrderSource.waved(stock, [ref], { id: 900, number: 'PL-TEST' });
      await saleOrderSource.picked(stock, ref, lines);
      await saleOrderSource.shipped(stock, ref, { id: 901, number: 'OD-TEST' }, shipped ? lines.map((l) => ({ ...l, baseQty: shipped(l.baseQty) })) : lines);
    });
    if (deliver) await x.ok('PUT', `/oms/order/${made.id}/deliver`, {}, 'manager');
    return detailOf(made.id);
  }
  return { inTenant, detailOf, deliveredOrder };
}
