import type { StockContext } from '@/modules/wms';
import type { RequestContext } from '@/core/http/request-context';

/**
 * What a unit of an order (the order, or its sub-order of one warehouse) shipped: told to the modules
 * above orders — logistics makes its logistics order from it — in the sale outbound's transaction, after
 * the order (or sub-order) moved to 5 out for delivery. Quantities are base units as decimal text.
 */
export type OrderShipment = {
  orderId: number;
  orderNo: string;
  /** the sub-order of this warehouse when the order is split, else null */
  subOrderId: number | null;
  subOrderNo: string | null;
  storeId: number;
  warehouseId: number;
  outbound: { id: number; number: string };
  lines: ReadonlyArray<{ orderItemId: number; baseQty: string }>;
};

export type ShipmentListener = (ctx: StockContext, shipment: OrderShipment) => Promise<void>;

const listeners: ShipmentListener[] = [];

/**
 * Logistics (lms, above oms) registers at start (docs/trading-model.md §7: the higher module registers with the lower).
 * A listener that throws rolls the outbound back with it: the shipment and what it makes are one.
 */
export function registerShipmentListener(listener: ShipmentListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function notifyShipment(ctx: StockContext, shipment: OrderShipment): Promise<void> {
  for (const listener of listeners) await listener(ctx, shipment);
}

/**
 * Told before staff mark an order delivered by hand (`PUT /oms/order/:id/deliver`), in that transaction:
 * logistics closes the order's waiting deliveries, or refuses (409) while one is on a line — that one is
 * signed for on its line. Delivery by a sign-in (`markOrderDelivered` from logistics) does not call it.
 */
export type HandDeliveryListener = (ctx: RequestContext, order: { orderId: number; remark: string | null }) => Promise<void>;

const handDeliveryListeners: HandDeliveryListener[] = [];

export function registerHandDeliveryListener(listener: HandDeliveryListener): void {
  if (!handDeliveryListeners.includes(listener)) handDeliveryListeners.push(listener);
}

export async function notifyHandDelivery(ctx: RequestContext, order: { orderId: number; remark: string | null }): Promise<void> {
  for (const listener of handDeliveryListeners) await listener(ctx, order);
}
