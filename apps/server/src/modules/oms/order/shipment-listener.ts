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

/**
 * The modules above orders register at start (docs/trading-model.md §7: the higher module registers with the
 * lower) and are told in the caller's transaction, in the order they registered: one that throws rolls the
 * change back with it.
 */
function listenerList<C, E>() {
  const list: Array<(ctx: C, event: E) => Promise<void>> = [];
  return {
    register(listener: (ctx: C, event: E) => Promise<void>): void {
      if (!list.includes(listener)) list.push(listener);
    },
    async notify(ctx: C, event: E): Promise<void> {
      for (const listener of list) await listener(ctx, event);
    },
  };
}

/** A unit shipped: logistics makes its logistics order; the shipment and what it makes are one. */
const shipments = listenerList<StockContext, OrderShipment>();
export const registerShipmentListener = shipments.register;
export const notifyShipment = shipments.notify;

/**
 * Told before staff mark an order delivered by hand (`PUT /oms/order/:id/deliver`), in that transaction:
 * logistics refuses (409) while one of its deliveries is on a line — that one is signed for on its line,
 * or taken off it. Delivery by a sign-in (`markOrderDelivered` from logistics) does not call it; the
 * waiting deliveries close through `notifyOrderClosed` on every path.
 */
export type HandDeliveryListener = (ctx: RequestContext, order: { orderId: number; remark: string | null }) => Promise<void>;
const handDeliveries = listenerList<RequestContext, { orderId: number; remark: string | null }>();
export const registerHandDeliveryListener = handDeliveries.register;
export const notifyHandDelivery = handDeliveries.notify;

/**
 * An order, or some of its units, reached delivered (6), completed (7) or cancelled (0) by any path: staff
 * by hand, a sign-in, a failed delivery, the demo seed. `warehouseIds` names the units of a split order
 * (null: the whole order). Told in that transaction, after the change; logistics closes the units' waiting
 * deliveries so that none stays routable for goods already delivered or an order that no longer is.
 */
export type OrderClosed = { orderId: number; warehouseIds: readonly number[] | null; status: 0 | 6 | 7; remark: string | null };
export type OrderClosedListener = (ctx: RequestContext, closed: OrderClosed) => Promise<void>;
const closings = listenerList<RequestContext, OrderClosed>();
export const registerOrderClosedListener = closings.register;
export const notifyOrderClosed = closings.notify;
