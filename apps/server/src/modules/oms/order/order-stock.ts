import type { OrderStockQuery } from '@tradewind/contract/oms/order.schema';
import type { AvailableStockRow } from '@tradewind/contract/wms/stock-view.schema';
import type { RequestContext } from '@/core/http/request-context';
import { availableStock } from '@/modules/wms';
import { orderReservation } from './order-actions';
import { findOrder } from './order.service';

/**
 * `GET /oms/order/stock`: what the form's lines may take from the warehouse they ship from (wms's on hand −
 * reserved), so a rep sees a shortage while typing instead of at audit. A rep needs no wms permission for it,
 * as for the form's warehouses. Editing (`order_id`, an order the caller sees, else 404): that order's own
 * open reservation is added back — a pending order holds none today, so this keeps the figure right should
 * it ever.
 */
export async function orderLineStock(ctx: RequestContext, query: OrderStockQuery): Promise<{ list: AvailableStockRow[] }> {
  if (query.order_id !== undefined) await findOrder(ctx, query.order_id);
  const except = query.order_id === undefined ? undefined : orderReservation(query.order_id);
  return { list: await availableStock(ctx, query.warehouse_id, query.sku_ids, except) };
}
