import { inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { registerReleaseGuard } from '@/modules/crm';
import { orders } from './order.table';

/** Orders not yet completed or cancelled: pending audit through delivered. */
const OPEN = [ORDER_STATUS.pendingAudit, ORDER_STATUS.audited, ORDER_STATUS.picking, ORDER_STATUS.picked, ORDER_STATUS.shipping, ORDER_STATUS.delivered];

/**
 * crm's pool rules never release a customer with an open order (crm sits below oms and may not read its
 * tables, docs/trading-model.md §7): oms registers the condition at start.
 */
export function registerOrderReleaseGuard(): void {
  registerReleaseGuard({
    key: 'open_order',
    protects: (c) => sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.tenantId} = ${c.tenantId} AND ${orders.customerId} = ${c.id} AND ${inArray(orders.status, OPEN)})`,
  });
}
