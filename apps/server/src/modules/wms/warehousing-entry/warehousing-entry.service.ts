import type { CreateWarehousingEntryInput, UpdateWarehousingEntryInput, WarehousingEntry, WarehousingEntryDetail, WarehousingEntryListQuery } from '@tradewind/contract/wms/warehousing-entry.schema';
import type { RequestContext } from '@/core/http/request-context';
import { getWarehouseSetting } from '../setting/setting.service';
import * as doc from './stock-document';

export const ENTRY: doc.StockDocKind = {
  table: 'wms_warehousing_entries',
  itemTable: 'wms_warehousing_entry_items',
  parentColumn: 'entry_id',
  documentType: 'warehousing_entry',
  sign: 1,
  notFound: 'wms.entry_not_found',
  extraColumns: ['type', 'purchase_order_id'],
};

type Row = Parameters<typeof doc.toDoc>[1];
const toEntry = (ctx: RequestContext, r: Row): WarehousingEntry => ({
  ...doc.toDoc(ctx, r),
  type: r.type as WarehousingEntry['type'],
  purchase_order_id: (r.purchase_order_id as number | null) ?? null,
});

const headerOf = (input: CreateWarehousingEntryInput): doc.DocHeaderInput => ({
  warehouse_id: input.warehouse_id,
  supplier_id: input.supplier_id,
  remark: input.remark,
  lines: input.lines,
  extra: { type: input.type },
});

export async function listWarehousingEntries(ctx: RequestContext, query: WarehousingEntryListQuery) {
  const page = await doc.listStockDocs(ctx, ENTRY, { ...query, extra: { type: query.type } });
  return { ...page, list: page.list.map((r) => toEntry(ctx, r)) };
}

export async function getWarehousingEntry(ctx: RequestContext, id: number): Promise<WarehousingEntryDetail> {
  const d = await doc.readStockDoc(ctx, ENTRY, id);
  return { ...toEntry(ctx, d.header), lines: d.lines, logs: d.logs };
}

/**
 * A draft, or — when the warehouse setting says receiving needs no audit — posted at once in the same
 * transaction (its log shows create, then audit).
 */
export async function createWarehousingEntry(ctx: RequestContext, input: CreateWarehousingEntryInput): Promise<WarehousingEntryDetail> {
  const setting = await getWarehouseSetting(ctx);
  const id = await doc.createStockDoc(ctx, ENTRY, headerOf(input), input.type === 1, setting.receiving_audit === 0);
  return getWarehousingEntry(ctx, id);
}

export async function updateWarehousingEntry(ctx: RequestContext, input: UpdateWarehousingEntryInput): Promise<WarehousingEntryDetail> {
  await doc.updateStockDoc(ctx, ENTRY, input.id, headerOf(input), input.type === 1);
  return getWarehousingEntry(ctx, input.id);
}

export const deleteWarehousingEntry = (ctx: RequestContext, id: number) => doc.deleteStockDoc(ctx, ENTRY, id);

export async function auditWarehousingEntry(ctx: RequestContext, id: number, remark: string | null): Promise<WarehousingEntryDetail> {
  await doc.auditStockDoc(ctx, ENTRY, id, remark);
  return getWarehousingEntry(ctx, id);
}

export async function cancelWarehousingEntry(ctx: RequestContext, id: number, remark: string | null): Promise<WarehousingEntryDetail> {
  await doc.cancelStockDoc(ctx, ENTRY, id, remark);
  return getWarehousingEntry(ctx, id);
}
