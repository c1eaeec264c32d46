import type { StockContext } from '@/modules/wms';

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
 * Logistics (lms, above oms) registers at start (DOMAIN.md §7: the higher module registers with the lower).
 * A listener that throws rolls the outbound back with it: the shipment and what it makes are one.
 */
export function registerShipmentListener(listener: ShipmentListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function notifyShipment(ctx: StockContext, shipment: OrderShipment): Promise<void> {
  for (const listener of listeners) await listener(ctx, shipment);
}
