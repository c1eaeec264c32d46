import { sql } from 'drizzle-orm';
import { CreateAccountPeriodSchema } from '@tradewind/contract/crm/account-period.schema';
import { PaymentDaySchema } from '@tradewind/contract/crm/customer.schema';
import { CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';
import { CreateRefundSchema } from '@tradewind/contract/oms/order-refund.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { createAccountPeriod } from '@/modules/crm/account-period/account-period.service';
import { setPaymentDay } from '@/modules/crm/customer/customer.service';
import { auditOrder, auditRefund, createOrder, createRefund, createStatement, markOrderDelivered, receiveRefund, refundRefund, sendStatement } from '@/modules/oms';
import type { TenantIds } from '@/modules/system/tenant';
import { demoActors } from './demo-actors';
import { shipDemoWave } from './demo-fulfilment';

const DAY = 86_400_000;

/**
 * Demo refunds and a statement (issue 17 §12) through the pages' own functions, after the demo orders
 * (demo-orders.ts): a customer returns one unit of a delivered order's first line — audited, received into
 * the order's warehouse, refunded to the balance — and another asks for a refund only (pending audit);
 * 金桥酒楼 gets a 30-day account period, an account-period order picked, shipped and delivered, and the
 * statement of the last 30 days made by hand and sent. Does nothing when the demo orders are not there.
 */
export async function seedDemoRefunds(base: RequestContext, ids: TenantIds): Promise<void> {
  const as = await demoActors(base, ids);
  const manager = as('zhang');
  const keeper = as('yang');

  const delivered = await queryRows<{ id: number; item_id: number; qty: string; customer_id: number }>(
    base.db,
    sql`SELECT o.id, (SELECT i.id FROM oms_order_items AS i WHERE i.order_id = o.id ORDER BY i.sort, i.id LIMIT 1) AS item_id,
               (SELECT i.qty::text FROM oms_order_items AS i WHERE i.order_id = o.id ORDER BY i.sort, i.id LIMIT 1) AS qty, o.customer_id
          FROM oms_orders AS o WHERE o.store_id = ${ids.stores.sh} AND o.status IN (6, 7) ORDER BY o.id`,
  );
  if (delivered.length === 0) return;
  const [first, second] = delivered;
  const returned = await createRefund(
    manager,
    CreateRefundSchema.parse({ order_id: first.id, type: 2, reason: '外箱压损，客户退回一件', photos: [], lines: [{ order_item_id: first.item_id, qty: 1 }], remark: '司机带回' }),
  );
  await auditRefund(manager, returned.id, null);
  await receiveRefund(keeper, returned.id, { warehouse_id: null, location_id: null, remark: null });
  await refundRefund(manager, returned.id, '退回客户余额');
  if (second) {
    await createRefund(manager, CreateRefundSchema.parse({ order_id: second.id, type: 1, reason: '少送一件，仅退款', photos: [], lines: [{ order_item_id: second.item_id, qty: 1 }] }));
  }

  // an account-period customer with a delivered order and its statement
  const [customer] = await queryRows<{ id: number; address_id: number | null; contact_id: number | null }>(
    base.db,
    sql`SELECT c.id, (SELECT a.id FROM crm_customer_addresses AS a WHERE a.customer_id = c.id AND a.deleted_at IS NULL ORDER BY a.is_default DESC, a.id LIMIT 1) AS address_id,
               (SELECT u.id FROM crm_customer_users AS u WHERE u.customer_id = c.id AND u.deleted_at IS NULL ORDER BY u.is_master DESC, u.id LIMIT 1) AS contact_id
          FROM crm_customers AS c WHERE c.name = '金桥酒楼' AND c.store_id = ${ids.stores.sh}`,
  );
  const [warehouse] = await queryRows<{ id: number }>(base.db, sql`SELECT id FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  const [sku] = await queryRows<{ id: number; unit_id: number }>(
    base.db,
    sql`SELECT s.id, s.unit_id FROM wms_stock_totals AS t JOIN pms_skus AS s ON s.id = t.sku_id
         WHERE t.warehouse_id = ${warehouse?.id ?? 0} AND s.status = 1 AND t.on_hand - t.reserved >= 50 ORDER BY t.on_hand - t.reserved DESC, s.id LIMIT 1`,
  );
  if (!customer?.address_id || !warehouse || !sku) return;
  const now = formatDateTime(new Date(), 'Asia/Shanghai')!;
  const today = now.slice(0, 10);
  const period = await createAccountPeriod(manager, CreateAccountPeriodSchema.parse({ name: '月结30天', type: 1, days: 30, statement_day: 1 }));
  await setPaymentDay(
    manager,
    customer.id,
    PaymentDaySchema.parse({ is_open_payment_day: 1, contract_begin_time: today, contract_end_time: new Date(Date.parse(`${today}T00:00:00Z`) + 365 * DAY).toISOString().slice(0, 10), account_period_id: period.id, payment_amount: 20000 }),
  );
  const deliveryDate = earliestDeliveryDate(now.slice(0, 10), now.slice(11, 16), '18:00');
  const order = await createOrder(
    manager,
    CreateOrderSchema.parse({
      customer_id: customer.id,
      customer_user_id: customer.contact_id,
      address_id: customer.address_id,
      warehouse_id: warehouse.id,
      delivery_date: deliveryDate,
      time_slot: '08:00-12:00',
      pay_type: 2,
      remark: '月结客户',
      items: [{ sku_id: sku.id, unit_id: sku.unit_id, qty: 20 }],
    }),
  );
  await auditOrder(manager, order.id);
  await shipDemoWave(keeper, { warehouseId: warehouse.id, deliveryDate, orderIds: [order.id] });
  await markOrderDelivered(manager, order.id, { remark: '客户签收' });
  const statement = await createStatement(manager, { customer_id: customer.id, start_date: new Date(Date.parse(`${today}T00:00:00Z`) - 30 * DAY).toISOString().slice(0, 10), end_date: today, remark: null });
  await sendStatement(manager, statement.id, null);
}
