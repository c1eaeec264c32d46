import type { CreatePurchaseRefundInput, PurchaseRefund, PurchaseRefundDetail, PurchaseRefundListQuery, UpdatePurchaseRefundInput } from '@tradewind/contract/wms/purchase-refund.schema';
import type { RequestContext } from '@/core/http/request-context';
import * as doc from '../warehousing-entry/stock-document.service';
import * as docRead from '../warehousing-entry/stock-document.read';

/** Purchase refund orders share the warehousing entry's document body with the opposite sign. */
export const REFUND: doc.StockDocKind = {
  table: 'wms_purchase_refund_orders',
  itemTable: 'wms_purchase_refund_order_items',
  parentColumn: 'refund_id',
  documentType: 'purchase_refund_order',
  sign: -1,
  notFound: 'wms.refund_not_found',
  extraColumns: [],
};

const headerOf = (input: CreatePurchaseRefundInput): doc.DocHeaderInput => ({
  warehouse_id: input.warehouse_id,
  supplier_id: input.supplier_id,
  remark: input.remark,
  lines: input.lines,
  extra: {},
});

export async function listPurchaseRefunds(ctx: RequestContext, query: PurchaseRefundListQuery) {
  const page = await docRead.listStockDocs(ctx, REFUND, query);
  return { ...page, list: page.list.map((r): PurchaseRefund => docRead.toDoc(ctx, r)) };
}

export async function getPurchaseRefund(ctx: RequestContext, id: number): Promise<PurchaseRefundDetail> {
  const d = await docRead.readStockDoc(ctx, REFUND, id);
  return { ...docRead.toDoc(ctx, d.header), lines: d.lines, logs: d.logs };
}

export async function createPurchaseRefund(ctx: RequestContext, input: CreatePurchaseRefundInput): Promise<PurchaseRefundDetail> {
  const id = await doc.createStockDoc(ctx, REFUND, headerOf(input), true, false);
  return getPurchaseRefund(ctx, id);
}

export async function updatePurchaseRefund(ctx: RequestContext, input: UpdatePurchaseRefundInput): Promise<PurchaseRefundDetail> {
  await doc.updateStockDoc(ctx, REFUND, input.id, headerOf(input), true);
  return getPurchaseRefund(ctx, input.id);
}

export const deletePurchaseRefund = (ctx: RequestContext, id: number) => doc.deleteStockDoc(ctx, REFUND, id);

/** Takes the lines out of stock: postStockMoves' 409 wms.stock_short when it would go negative (unless the warehouse allows it). */
export async function auditPurchaseRefund(ctx: RequestContext, id: number, remark: string | null): Promise<PurchaseRefundDetail> {
  await doc.auditStockDoc(ctx, REFUND, id, remark);
  return getPurchaseRefund(ctx, id);
}

export async function cancelPurchaseRefund(ctx: RequestContext, id: number, remark: string | null): Promise<PurchaseRefundDetail> {
  await doc.cancelStockDoc(ctx, REFUND, id, remark);
  return getPurchaseRefund(ctx, id);
}
