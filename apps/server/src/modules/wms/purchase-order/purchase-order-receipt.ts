import { asc, eq } from 'drizzle-orm';
import { PURCHASE_ORDER_STATES, PURCHASE_ORDER_STATUS } from '@tradewind/contract/wms/purchase-order.schema';
import { lockDocument, transition } from '@/core/documents/transition';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus } from '@/modules/pms';
import { getWarehouseSetting } from '../setting/setting.service';
import { fromMilli, toMilli } from './purchase-order-lines';
import { PURCHASE_ORDERS } from './purchase-order.service';
import { purchaseOrderItems, purchaseOrders } from './purchase-order.table';

const S = PURCHASE_ORDER_STATUS;
/** States goods can be received against. */
const RECEIVABLE: readonly number[] = PURCHASE_ORDER_STATES.actions.receive.from;
/** The receiving entry's audit checked the order's store when it read the order; the lock takes it as it is. */
const RECEIVING = { ...PURCHASE_ORDERS, scope: undefined };

/** A line still open for receiving: everything in the SKU's base unit except `qty`/`price` (the order's unit). */
export type PurchaseReceiptLine = {
  itemId: number;
  skuId: number;
  unitId: number;
  unitName: string;
  ratio: string;
  qty: string;
  price: string;
  baseQty: string;
  receivedBaseQty: string;
  /** baseQty − receivedBaseQty, never below 0 */
  openBaseQty: string;
};

export type PurchaseOrderForReceipt = {
  id: number;
  number: string;
  status: number;
  storeId: number;
  supplierId: number;
  warehouseId: number;
  lines: PurchaseReceiptLine[];
};

/**
 * The order as a warehousing entry receives it: header and its lines with what is still open (lines fully
 * received included with openBaseQty '0.000', so a tolerance may still take them). 404 for an order of
 * another store or tenant; 409 `wms.po_not_receivable` unless audited or partly received.
 */
export async function readPurchaseOrderForReceipt(ctx: RequestContext, id: number): Promise<PurchaseOrderForReceipt> {
  const [order] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const inStores = order && (ctx.storeId !== null ? order.storeId === ctx.storeId : ctx.session.storeIds.includes(order.storeId));
  if (!order || !inStores) throw notFound('wms.po_not_found');
  if (!RECEIVABLE.includes(order.status)) throw conflict('wms.po_not_receivable');
  const items = await ctx.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, id)).orderBy(asc(purchaseOrderItems.sort), asc(purchaseOrderItems.id));
  return {
    id: order.id,
    number: order.number ?? '',
    status: order.status,
    storeId: order.storeId,
    supplierId: order.supplierId,
    warehouseId: order.warehouseId,
    lines: items.map((i) => {
      const open = toMilli(i.baseQty) - toMilli(i.receivedBaseQty);
      return {
        itemId: i.id,
        skuId: i.skuId,
        unitId: i.unitId,
        unitName: i.unitName,
        ratio: i.ratio,
        qty: i.qty,
        price: i.price,
        baseQty: i.baseQty,
        receivedBaseQty: i.receivedBaseQty,
        openBaseQty: fromMilli(open > 0n ? open : 0n),
      };
    }),
  };
}

export type PurchaseReceiptInput = { itemId: number; baseQty: string | number };

/**
 * Adds received quantities (base units, > 0) to the order's lines, in the caller's transaction (the
 * warehousing entry's audit). Under the order's row lock (FOR UPDATE): the order must be audited or
 * partly received (409 `wms.po_not_receivable`), each itemId one of its lines (422
 * `lines.<i>.itemId`), and a line's received total at most ordered × (1 + over_receipt_percent / 100)
 * from the warehouse settings (409 `wms.po_over_receipt` naming the SKU and the figures). The order
 * moves to 4 received when every line has received its ordered quantity, else to 3 partly received; the
 * change is written to the document log (action 'receive', remark = the caller's document number).
 */
export async function recordPurchaseReceipt(
  ctx: RequestContext,
  purchaseOrderId: number,
  lines: PurchaseReceiptInput[],
  remark: string | null = null,
): Promise<{ status: number }> {
  const order = await lockDocument(ctx, RECEIVING, 'receive', purchaseOrderId);
  const items = await ctx.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId));
  const byId = new Map(items.map((i) => [i.id, { ...i, received: toMilli(i.receivedBaseQty) }]));
  const setting = await getWarehouseSetting(ctx);
  // tolerance in hundredths of a percent, so the limit stays integer arithmetic
  const toleranceBp = BigInt(Math.round(Number(setting.over_receipt_percent) * 100));
  const touched = new Set<number>();
  for (const [i, line] of lines.entries()) {
    const item = byId.get(line.itemId);
    if (!item) throw invalidField(`lines.${i}.itemId`, 'wms.po_item_not_on_order');
    const qty = toMilli(typeof line.baseQty === 'number' ? line.baseQty.toFixed(3) : line.baseQty);
    if (qty <= 0n) throw invalidField(`lines.${i}.baseQty`, 'wms.po_qty_invalid');
    const ordered = toMilli(item.baseQty);
    const limit = (ordered * (10_000n + toleranceBp)) / 10_000n;
    if (item.received + qty > limit) {
      const sku = (await readSkus(ctx, [item.skuId])).get(item.skuId);
      throw conflict('wms.po_over_receipt', {
        sku: sku ? `${sku.name} ${sku.spec_text}`.trim() : String(item.skuId),
        ordered: fromMilli(ordered),
        received: fromMilli(item.received),
        qty: fromMilli(qty),
        percent: setting.over_receipt_percent,
      });
    }
    item.received += qty;
    touched.add(item.id);
  }
  for (const id of touched) {
    const item = byId.get(id)!;
    await ctx.db.update(purchaseOrderItems).set({ receivedBaseQty: fromMilli(item.received) }).where(eq(purchaseOrderItems.id, id));
  }
  const done = [...byId.values()].every((i) => i.received >= toMilli(i.baseQty));
  const to = done ? S.received : S.partlyReceived;
  if (to !== order.status || touched.size > 0) {
    await transition(ctx, RECEIVING, 'receive', order, { to, remark });
  }
  return { status: to };
}
