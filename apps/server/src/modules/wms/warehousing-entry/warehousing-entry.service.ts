import {
  WarehousingEntryType,
  type CreateWarehousingEntryInput,
  type StockDocLineInput,
  type UpdateWarehousingEntryInput,
  type WarehousingEntry,
  type WarehousingEntryDetail,
  type WarehousingEntryListQuery,
} from '@tradewind/contract/wms/warehousing-entry.schema';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import { AppError, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readPurchaseOrderForReceipt, recordPurchaseReceipt } from '../purchase-order/purchase-order-receipt';
import { getWarehouseSetting } from '../setting/setting.service';
import * as doc from './stock-document.service';
import * as docRead from './stock-document.read';

export const ENTRY: doc.StockDocKind = {
  table: 'wms_warehousing_entries',
  itemTable: 'wms_warehousing_entry_items',
  parentColumn: 'entry_id',
  documentType: 'warehousing_entry',
  sign: 1,
  notFound: 'wms.entry_not_found',
  extraColumns: ['type', 'purchase_order_id'],
  extraSelect: '(SELECT po.number FROM wms_purchase_orders AS po WHERE po.id = d.purchase_order_id) AS purchase_order_number',
  orderLines: true,
  beforePost: receivePurchaseOrder,
};

/**
 * An entry from a purchase order adds what it receives to the order's lines, under the order's lock, in
 * the audit's transaction (the purchase order module refuses over-receipt beyond the tolerance: 409).
 */
async function receivePurchaseOrder(ctx: RequestContext, entry: doc.LockedRow): Promise<void> {
  const orderId = entry.purchase_order_id as number | null;
  if (orderId === null) return;
  const lines = await queryRows<{ purchase_order_item_id: number; base_qty: string }>(
    ctx.db,
    sql`SELECT purchase_order_item_id, base_qty::text AS base_qty FROM wms_warehousing_entry_items WHERE entry_id = ${entry.id} ORDER BY sort, id`,
  );
  await recordPurchaseReceipt(ctx, orderId, lines.map((l) => ({ itemId: l.purchase_order_item_id, baseQty: l.base_qty })), entry.number);
}

/**
 * Checks an entry against the purchase order it receives (422 on the field): a purchase, the order's
 * warehouse and supplier (taken when the supplier is left empty), every line's SKU on the order; each
 * line is tied to the order's line it names, else to the order's line of that SKU.
 */
async function withPurchaseOrder(ctx: RequestContext, input: CreateWarehousingEntryInput): Promise<CreateWarehousingEntryInput> {
  const orderId = input.purchase_order_id ?? null;
  if (orderId === null) return { ...input, lines: input.lines.map((l) => ({ ...l, purchase_order_item_id: null })) };
  if (input.type !== 1) throw invalidField('type', 'wms.entry_po_purchase_only');
  const order = await readPurchaseOrderForReceipt(ctx, orderId).catch((e: unknown) => {
    throw e instanceof AppError && e.message === 'wms.po_not_found' ? invalidField('purchase_order_id', 'wms.po_not_found') : e;
  });
  if (input.warehouse_id !== order.warehouseId) throw invalidField('warehouse_id', 'wms.entry_po_warehouse');
  if (input.supplier_id != null && input.supplier_id !== order.supplierId) throw invalidField('supplier_id', 'wms.entry_po_supplier');
  const lines = input.lines.map((l, i) => {
    const item = order.lines.find((o) => (l.purchase_order_item_id != null ? o.itemId === l.purchase_order_item_id : o.skuId === l.sku_id));
    if (!item || item.skuId !== l.sku_id) throw invalidField(`lines.${i}.sku_id`, 'wms.po_item_not_on_order');
    return { ...l, purchase_order_item_id: item.itemId };
  });
  return { ...input, supplier_id: order.supplierId, lines };
}

type Row = Parameters<typeof docRead.toDoc>[1];
const toEntry = (ctx: RequestContext, r: Row): WarehousingEntry => ({
  ...docRead.toDoc(ctx, r),
  type: r.type as WarehousingEntry['type'],
  purchase_order_id: (r.purchase_order_id as number | null) ?? null,
  purchase_order_number: (r.purchase_order_number as string | null) ?? null,
});

const headerOf = (input: CreateWarehousingEntryInput): doc.DocHeaderInput => ({
  warehouse_id: input.warehouse_id,
  supplier_id: input.supplier_id,
  remark: input.remark,
  lines: input.lines,
  extra: { type: input.type, purchase_order_id: input.purchase_order_id ?? null },
});

export async function listWarehousingEntries(ctx: RequestContext, query: WarehousingEntryListQuery) {
  const page = await docRead.listStockDocs(ctx, ENTRY, { ...query, extra: { type: query.type } });
  return { ...page, list: page.list.map((r) => toEntry(ctx, r)) };
}

export async function getWarehousingEntry(ctx: RequestContext, id: number): Promise<WarehousingEntryDetail> {
  const d = await docRead.readStockDoc(ctx, ENTRY, id);
  return { ...toEntry(ctx, d.header), lines: d.lines, logs: d.logs };
}

/**
 * A draft, or — when the warehouse setting says receiving needs no audit — posted at once in the same
 * transaction (its log shows create, then audit).
 */
export async function createWarehousingEntry(ctx: RequestContext, input: CreateWarehousingEntryInput): Promise<WarehousingEntryDetail> {
  const setting = await getWarehouseSetting(ctx);
  const id = await doc.createStockDoc(ctx, ENTRY, headerOf(await withPurchaseOrder(ctx, input)), input.type === 1, setting.receiving_audit === 0);
  return getWarehousingEntry(ctx, id);
}

export async function updateWarehousingEntry(ctx: RequestContext, input: UpdateWarehousingEntryInput): Promise<WarehousingEntryDetail> {
  await doc.updateStockDoc(ctx, ENTRY, input.id, headerOf(await withPurchaseOrder(ctx, input)), input.type === 1);
  return getWarehousingEntry(ctx, input.id);
}

export const deleteWarehousingEntry = (ctx: RequestContext, id: number) => doc.deleteStockDoc(ctx, ENTRY, id);

export async function auditWarehousingEntry(ctx: RequestContext, id: number, remark: string | null): Promise<WarehousingEntryDetail> {
  await doc.auditStockDoc(ctx, ENTRY, id, remark);
  return getWarehousingEntry(ctx, id);
}

/**
 * A customer return (type 2) made and audited at once, in the caller's transaction, by an order refund
 * (oms, README "Customer returns"): no supplier; the goods come back into the lines' locations (absent: the
 * warehouse's default) at the SKU's current average cost — the lines' prices are the refund's, for the
 * entry's amount only — whatever the receiving-audit setting says.
 */
export async function receiveCustomerReturn(ctx: RequestContext, input: EntryAtOnceInput): Promise<WarehousingEntryDetail> {
  return getWarehousingEntry(ctx, await entryAtOnce(ctx, WarehousingEntryType.customerReturn, input));
}

type EntryAtOnceInput = { warehouse_id: number; remark: string | null; lines: Array<Omit<StockDocLineInput, 'purchase_order_item_id'>> };

/** An entry without a supplier made and audited at once in the caller's transaction (customer returns, opening balances). */
async function entryAtOnce(ctx: RequestContext, type: WarehousingEntry['type'], input: EntryAtOnceInput): Promise<number> {
  const header = { warehouse_id: input.warehouse_id, supplier_id: null, remark: input.remark, lines: input.lines, extra: { type, purchase_order_id: null } };
  const id = await doc.createStockDoc(ctx, ENTRY, header, false, false);
  await doc.auditStockDoc(ctx, ENTRY, id, null);
  return id;
}

export async function cancelWarehousingEntry(ctx: RequestContext, id: number, remark: string | null): Promise<WarehousingEntryDetail> {
  await doc.cancelStockDoc(ctx, ENTRY, id, remark);
  return getWarehousingEntry(ctx, id);
}

/**
 * An opening balance (type 7, README "Opening stock"): what a warehouse held when the business moved in,
 * made and audited at once in the caller's transaction by the opening stock import — no supplier, each
 * line's price the cost of one unit of its line's unit, so the moving average starts from it. The caller
 * has checked that no line repeats an opening already taken (opening-stock.import.ts).
 */
export async function postOpeningStock(ctx: RequestContext, input: EntryAtOnceInput): Promise<{ id: number; number: string }> {
  const id = await entryAtOnce(ctx, WarehousingEntryType.opening, input);
  const [row] = await queryRows<{ number: string }>(ctx.db, sql`SELECT number FROM wms_warehousing_entries WHERE id = ${id}`);
  return { id, number: row.number };
}
