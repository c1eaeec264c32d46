import type { StockContext } from '../stock/posting';

/**
 * Orders (oms) sit above the warehouse module and may not be imported by it (docs/trading-model.md §7). Picking and
 * sale outbounds act on orders through this provider, which oms registers at start — the way pms reads
 * stock through `registerSkuStockReader`. Every call runs in the caller's transaction (`ctx.db`).
 *
 * The unit of fulfilment is an order's lines of one warehouse: an order whose lines all ship from one
 * warehouse is one unit; a split order (sub-orders, docs/trading-model.md §4) is one unit per warehouse. Quantities
 * are in the SKU's base unit, as decimal text (up to 3 places). Reservations of an order are made by oms
 * with `sourceType: 'order'`, `sourceId: orderId` and the order line's id as `lineId`, so the outbound
 * consumes them with the same reference.
 */
export type SaleOrderLine = {
  orderId: number;
  orderNo: string;
  /** the sub-order of this warehouse when the order is split, else null */
  subOrderId: number | null;
  orderItemId: number;
  customerId: number;
  customerName: string;
  deliveryDate: string;
  skuId: number;
  warehouseId: number;
  /** what the order line asks of this warehouse, in base units */
  baseQty: string;
};

export type SaleUnitRef = { orderId: number; warehouseId: number };

export type SaleLineQty = { orderItemId: number; baseQty: string };

export type SaleOrderSource = {
  /**
   * Lines of audited orders (state 2, reserved) of the store whose delivery date is `deliveryDate`, of
   * this warehouse, not yet in a wave; `orderIds` narrows to chosen orders (ids outside the set are
   * ignored, so the caller compares). Locks the orders (FOR UPDATE) so two waves cannot take one order.
   */
  openForWave(ctx: StockContext, query: { storeId: number; warehouseId: number; deliveryDate: string; orderIds?: readonly number[] }): Promise<SaleOrderLine[]>;
  /** The units entered a wave: their orders move to 3 picking (the order log says which wave). */
  waved(ctx: StockContext, units: readonly SaleUnitRef[], wave: { id: number; number: string }): Promise<void>;
  /** Every task line of the unit is confirmed: the picked quantity per order line; the order moves to 4 picked. */
  picked(ctx: StockContext, unit: SaleUnitRef, lines: readonly SaleLineQty[]): Promise<void>;
  /**
   * The unit's sale outbound posted: the shipped quantity per order line (0 for a line shipped short of
   * everything); the order moves to 5 out for delivery when all its units are out.
   */
  shipped(ctx: StockContext, unit: SaleUnitRef, outbound: { id: number; number: string }, lines: readonly SaleLineQty[]): Promise<void>;
  /**
   * Open demand not yet reserved — lines of orders pending audit (state 1) — per SKU and warehouse of the
   * store (all warehouses when absent), in base units; the stock-lack view adds it to the reservations.
   */
  pendingDemand(ctx: StockContext, query: { storeId: number; warehouseId?: number }): Promise<Array<{ skuId: number; warehouseId: number; baseQty: string }>>;
};

let source: SaleOrderSource | null = null;

/** oms calls this once at start. */
export function registerSaleOrderSource(provider: SaleOrderSource): void {
  source = provider;
}

/** The registered provider; picking and sale outbounds call it. Throws when oms is not registered (a wiring bug). */
export function saleOrderSource(): SaleOrderSource {
  if (!source) throw new Error('wms: no sale order source registered (oms registers it at start)');
  return source;
}

/** The provider when oms registered one, else null (a server without orders has no order demand). */
export function registeredSaleOrderSource(): SaleOrderSource | null {
  return source;
}
