import { sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { todayIn } from '@tradewind/contract/common/time';
import type {
  CreateOutsidePurchaseInput,
  OutsidePurchase,
  OutsidePurchaseDetail,
  OutsidePurchaseListQuery,
  UpdateOutsidePurchaseInput,
} from '@tradewind/contract/wms/outside-purchase.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { transition } from '@/core/documents/transition';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import * as doc from '../warehousing-entry/stock-document.service';
import * as docRead from '../warehousing-entry/stock-document.read';
import { auditWarehousingEntry, createWarehousingEntry } from '../warehousing-entry/warehousing-entry.service';

/**
 * Outside purchase orders (外部采购单, README): the receiving documents' body without a supplier, with the
 * seller, buyer, purchase day and receipt photos. Its audit receives the goods through a warehousing entry
 * of type other, made and audited in the same transaction (the ledger has one writer; stock history
 * links to the entry, whose remark names this order).
 */
export const OUTSIDE: doc.StockDocKind = {
  table: 'wms_outside_purchase_orders',
  itemTable: 'wms_outside_purchase_order_items',
  parentColumn: 'order_id',
  documentType: 'outside_purchase_order',
  sign: 1,
  notFound: 'wms.op_not_found',
  supplier: false,
  dateColumn: 'purchase_date',
  keywordColumns: ['seller_name'],
  extraColumns: ['seller_name', 'seller_place', 'buyer_id', 'photos', 'entry_id'],
  extraSelect: `d.purchase_date::text AS purchase_date, (SELECT b.name FROM staff AS b WHERE b.id = d.buyer_id) AS buyer_name,
    (SELECT e.number FROM wms_warehousing_entries AS e WHERE e.id = d.entry_id) AS entry_number`,
};

type Row = Parameters<typeof docRead.toDoc>[1];
/** An outside purchase order's row (read as a stock document) as the API answers it. */
export const toOrder = (ctx: RequestContext, r: Row): OutsidePurchase => {
  const { supplier_id: _s, supplier_name: _n, ...rest } = docRead.toDoc(ctx, r);
  const photos = typeof r.photos === 'string' ? (JSON.parse(r.photos) as string[]) : ((r.photos as string[] | null) ?? []);
  return {
    ...rest,
    seller_name: r.seller_name as string,
    seller_place: (r.seller_place as string | null) ?? null,
    buyer_id: (r.buyer_id as number | null) ?? null,
    buyer_name: (r.buyer_name as string | null) ?? null,
    purchase_date: r.purchase_date as string,
    photos,
    entry_id: (r.entry_id as number | null) ?? null,
    entry_number: (r.entry_number as string | null) ?? null,
  };
};

/**
 * The header's own checks (422 on the field): the buyer a staff member of the tenant (absent: the
 * caller), the purchase day not after the tenant's today. The warehouse and lines are the shared body's.
 */
async function headerOf(ctx: RequestContext, input: CreateOutsidePurchaseInput): Promise<doc.DocHeaderInput> {
  const buyerId = input.buyer_id ?? ctx.staffId;
  const buyer = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM staff WHERE id = ${buyerId} AND deleted_at IS NULL`);
  if (!buyer) throw invalidField('buyer_id', 'wms.op_buyer_not_found');
  if (input.purchase_date > todayIn(ctx.session.timeZone)) throw invalidField('purchase_date', 'wms.op_date_future');
  return {
    warehouse_id: input.warehouse_id,
    remark: input.remark,
    lines: input.lines,
    extra: {
      seller_name: input.seller_name,
      seller_place: input.seller_place,
      buyer_id: buyerId,
      purchase_date: input.purchase_date,
      photos: JSON.stringify(input.photos),
    },
  };
}

export async function listOutsidePurchases(ctx: RequestContext, query: OutsidePurchaseListQuery) {
  const page = await docRead.listStockDocs(ctx, OUTSIDE, query);
  return { ...page, list: page.list.map((r) => toOrder(ctx, r)) };
}

export async function getOutsidePurchase(ctx: RequestContext, id: number): Promise<OutsidePurchaseDetail> {
  const d = await docRead.readStockDoc(ctx, OUTSIDE, id);
  return { ...toOrder(ctx, d.header), lines: d.lines, logs: d.logs };
}

export async function createOutsidePurchase(ctx: RequestContext, input: CreateOutsidePurchaseInput): Promise<OutsidePurchaseDetail> {
  const id = await doc.createStockDoc(ctx, OUTSIDE, await headerOf(ctx, input), false, false);
  return getOutsidePurchase(ctx, id);
}

export async function updateOutsidePurchase(ctx: RequestContext, input: UpdateOutsidePurchaseInput): Promise<OutsidePurchaseDetail> {
  await doc.updateStockDoc(ctx, OUTSIDE, input.id, await headerOf(ctx, input), false);
  return getOutsidePurchase(ctx, input.id);
}

export const deleteOutsidePurchase = (ctx: RequestContext, id: number) => doc.deleteStockDoc(ctx, OUTSIDE, id);

export async function cancelOutsidePurchase(ctx: RequestContext, id: number, remark: string | null): Promise<OutsidePurchaseDetail> {
  await doc.cancelStockDoc(ctx, OUTSIDE, id, remark);
  return getOutsidePurchase(ctx, id);
}

type ItemRow = { sku_id: number; unit_id: number; qty: string; location_id: number | null; price: string; remark: string | null };

/**
 * Audits a draft (409 `wms.doc_not_draft` otherwise; of two audits at once the second waits and gets it):
 * a warehousing entry of type other with the same lines (units, locations, prices as unit cost) is made
 * and audited in this transaction — the stock, its moving-average cost and the ledger move come from it —
 * then the order is audited and names the entry. The ledger's refusals roll everything back.
 */
export async function auditOutsidePurchase(ctx: RequestContext, id: number, remark: string | null): Promise<OutsidePurchaseDetail> {
  const order = await doc.lockDoc(ctx, OUTSIDE, id, 'audit');
  const items = await queryRows<ItemRow>(
    ctx.db,
    sql`SELECT sku_id, unit_id, qty::text AS qty, location_id, price::text AS price, remark FROM wms_outside_purchase_order_items WHERE order_id = ${id} ORDER BY sort, id`,
  );
  const entry = await createWarehousingEntry(ctx, {
    type: 6,
    warehouse_id: order.warehouse_id,
    supplier_id: null,
    purchase_order_id: null,
    remark: translate('wms.op_entry_remark', ctx.locale, { number: order.number, seller: String(order.seller_name) }).slice(0, 200),
    lines: items.map((i) => ({ sku_id: i.sku_id, unit_id: i.unit_id, qty: i.qty, location_id: i.location_id, price: Number(i.price), remark: i.remark })),
  });
  // receiving without audit (warehouse setting) has posted it already
  if (entry.status === doc.STATUS.draft) await auditWarehousingEntry(ctx, entry.id, null);
  await transition(ctx, doc.stockDocTable(OUTSIDE), 'audit', order, { set: sql`entry_id = ${entry.id}::int, audited_by = ${ctx.staffId}::int, audited_at = now()`, remark });
  return getOutsidePurchase(ctx, id);
}
