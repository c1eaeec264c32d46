import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  PURCHASE_ORDER_STATES,
  PURCHASE_ORDER_STATUS,
  type CreatePurchaseOrderInput,
  type PurchaseOrderAction,
  type PurchaseOrderStateAction,
  type PurchaseOrderDetail,
  type PurchaseOrderList,
  type PurchaseOrderListQuery,
  type PurchaseOrderRow,
  type UpdatePurchaseOrderInput,
} from '@tradewind/contract/wms/purchase-order.schema';
import { actorOf, listDocumentLogs, writeDocumentLog } from '@/core/documents/document-log';
import { statusTabs } from '@/core/documents/status-tabs';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { queryRows } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { documentLineFields, readSkus } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { tenantName } from '@/modules/system/tenant';
import { supplierStores, suppliers } from '../supplier/supplier.table';
import { warehouses } from '../warehouse/warehouse.table';
import { prepareLines } from './purchase-order-lines';
import { liveShareOf } from './purchase-order-share';
import { purchaseOrderItems, purchaseOrders } from './purchase-order.table';

const S = PURCHASE_ORDER_STATUS;
const creator = alias(staff, 'po_creator');
const auditor = alias(staff, 'po_auditor');

/** The stores whose orders the caller sees: the chosen store, else every store of theirs. */
export function storeScope(ctx: RequestContext): SQL {
  if (ctx.storeId !== null) return eq(purchaseOrders.storeId, ctx.storeId);
  return inArray(purchaseOrders.storeId, ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0]);
}

const rowColumns = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  status: purchaseOrders.status,
  supplierId: purchaseOrders.supplierId,
  supplierName: suppliers.name,
  warehouseId: purchaseOrders.warehouseId,
  warehouseName: warehouses.name,
  expectedDate: purchaseOrders.expectedDate,
  totalQty: purchaseOrders.totalQty,
  totalAmount: purchaseOrders.totalAmount,
  lineCount: purchaseOrders.lineCount,
  remark: purchaseOrders.remark,
  createdByName: creator.name,
  createdAt: purchaseOrders.createdAt,
};
type RowRecord = {
  id: number;
  number: string | null;
  status: number;
  supplierId: number;
  supplierName: string;
  warehouseId: number;
  warehouseName: string;
  expectedDate: string | null;
  totalQty: string;
  totalAmount: string;
  lineCount: number;
  remark: string | null;
  createdByName: string | null;
  createdAt: Date;
};

const toRow = (r: RowRecord, timeZone: string): PurchaseOrderRow => ({
  id: r.id,
  number: r.number ?? '',
  status: r.status,
  supplier_id: r.supplierId,
  supplier_name: r.supplierName,
  warehouse_id: r.warehouseId,
  warehouse_name: r.warehouseName,
  expected_date: r.expectedDate,
  total_qty: r.totalQty,
  total_amount: r.totalAmount,
  line_count: r.lineCount,
  remark: r.remark,
  created_by_name: r.createdByName,
  created_at: formatDateTime(r.createdAt, timeZone) ?? '',
});

/** `GET /wms/purchase_orders`: the page of the chosen status tab, and per status how many match the other filters. */
export async function listPurchaseOrders(ctx: RequestContext, q: PurchaseOrderListQuery): Promise<PurchaseOrderList> {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  const tz = ctx.session.timeZone;
  const keyword = q.keyword ? or(containsText(purchaseOrders.number, q.keyword), containsText(suppliers.name, q.keyword)) : undefined;
  const filters = and(
    storeScope(ctx),
    keyword,
    q.supplier_id ? eq(purchaseOrders.supplierId, q.supplier_id) : undefined,
    q.warehouse_id ? eq(purchaseOrders.warehouseId, q.warehouse_id) : undefined,
    q.start_date ? sql`${purchaseOrders.createdAt} >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})` : undefined,
    q.end_date ? sql`${purchaseOrders.createdAt} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})` : undefined,
  );
  const where = and(filters, q.status !== undefined ? eq(purchaseOrders.status, q.status) : undefined);
  const countsQuery = ctx.db
    .select({ status: purchaseOrders.status, total: count() })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(filters)
    .groupBy(purchaseOrders.status);
  const [page, counted] = await Promise.all([
    paginate(q, {
      rows: (p) =>
        ctx.db
          .select(rowColumns)
          .from(purchaseOrders)
          .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
          .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId))
          .leftJoin(creator, eq(creator.id, purchaseOrders.createdBy))
          .where(where)
          .orderBy(desc(purchaseOrders.id))
          .limit(p.limit)
          .offset(p.offset),
      total: ctx.db.select({ total: count() }).from(purchaseOrders).innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId)).where(where),
      map: (rows) => rows.map((r) => toRow(r, tz)),
    }),
    countsQuery,
  ]);
  return { ...page, counts: statusTabs(Object.values(S), counted).counts };
}

const statusName = (ctx: RequestContext, status: number) => translate(`wms.po_status.${status}`, ctx.locale);

/**
 * The orders' table as their state changes see it: the caller's stores (404 otherwise), 409 "only drafts"
 * for an edit or delete and naming the state a second action at once finds for the others.
 */
export const PURCHASE_ORDERS: DocumentTable<PurchaseOrderStateAction> = {
  type: 'purchase_order',
  table: 'wms_purchase_orders',
  states: PURCHASE_ORDER_STATES,
  scope: (ctx) => storeScope(ctx),
  notFound: 'wms.po_not_found',
  conflict: (ctx, status, action) =>
    action === 'update' || action === 'delete' ? conflict('wms.po_not_draft') : action === 'receive' ? conflict('wms.po_not_receivable') : conflict('wms.po_status_changed', { status: statusName(ctx, status) }),
};

/** The order's row in the caller's stores, locked FOR UPDATE when asked; 404 otherwise (another store's or tenant's too). */
export async function findOrder(ctx: RequestContext, id: number, lock = false) {
  const query = ctx.db.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, id), storeScope(ctx)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('wms.po_not_found');
  return row;
}

/** `GET /wms/purchase_order/:id`: header, lines with ordered and received, the document log, the live share link. */
export async function getPurchaseOrder(ctx: RequestContext, id: number): Promise<PurchaseOrderDetail> {
  const tz = ctx.session.timeZone;
  const [head] = await ctx.db
    .select({ ...rowColumns, storeId: purchaseOrders.storeId, attachments: purchaseOrders.attachments, showPrices: purchaseOrders.showPricesOnShare, auditedByName: auditor.name, auditedAt: purchaseOrders.auditedAt, rejectReason: purchaseOrders.rejectReason, updatedAt: purchaseOrders.updatedAt })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId))
    .leftJoin(creator, eq(creator.id, purchaseOrders.createdBy))
    .leftJoin(auditor, eq(auditor.id, purchaseOrders.auditedBy))
    .where(and(eq(purchaseOrders.id, id), storeScope(ctx)));
  if (!head) throw notFound('wms.po_not_found');
  const [items, pendingEntries, logs, share, companyName] = await Promise.all([
    readItems(ctx, id),
    queryRows<{ id: number; number: string }>(ctx.db, sql`SELECT id, coalesce(number, '') AS number FROM wms_warehousing_entries WHERE purchase_order_id = ${id} AND status = 0 ORDER BY id`),
    listDocumentLogs(ctx.db, 'purchase_order', id, tz),
    liveShareOf(ctx, id),
    tenantName(ctx),
  ]);
  return {
    ...toRow(head, tz),
    tenant_name: companyName,
    store_id: head.storeId,
    attachments: head.attachments,
    show_prices_on_share: head.showPrices,
    audited_by_name: head.auditedByName,
    audited_at: formatDateTime(head.auditedAt, tz),
    reject_reason: head.rejectReason,
    updated_at: formatDateTime(head.updatedAt, tz) ?? '',
    items,
    pending_entries: pendingEntries,
    logs,
    share,
  };
}

/**
 * What the order's warehousing entries awaiting audit (drafts) hold per order line, in base units: the
 * receiving form shows it beside what audits received, so the rest is not entered twice.
 */
async function pendingReceipts(ctx: RequestContext, orderId: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ item_id: number; qty: string }>(
    ctx.db,
    sql`SELECT i.purchase_order_item_id AS item_id, trim_scale(sum(i.base_qty))::text AS qty
          FROM wms_warehousing_entry_items AS i JOIN wms_warehousing_entries AS e ON e.id = i.entry_id
         WHERE e.purchase_order_id = ${orderId} AND e.status = 0 AND i.purchase_order_item_id IS NOT NULL
         GROUP BY i.purchase_order_item_id`,
  );
  return new Map(rows.map((r) => [r.item_id, r.qty]));
}

/** An order's lines with their SKUs' names, in the order they were entered. */
export async function readItems(ctx: RequestContext, id: number): Promise<PurchaseOrderDetail['items']> {
  const rows = await ctx.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, id)).orderBy(asc(purchaseOrderItems.sort), asc(purchaseOrderItems.id));
  const [skus, pending] = await Promise.all([readSkus(ctx, [...new Set(rows.map((r) => r.skuId))]), pendingReceipts(ctx, id)]);
  return rows.map((r) => ({
    ...documentLineFields(r, skus.get(r.skuId)),
    amount: r.amount,
    received_base_qty: r.receivedBaseQty,
    pending_base_qty: pending.get(r.id) ?? '0',
    remark: r.remark,
  }));
}

/**
 * The header's references, each checked in the caller's tenant (RLS) and stores: the warehouse enabled and
 * of a store the caller works in (the chosen one when a store is chosen), the supplier enabled and serving
 * that store. Both are locked against deletion (FOR KEY SHARE) until the transaction ends.
 */
async function checkHeader(ctx: RequestContext, input: CreatePurchaseOrderInput): Promise<{ storeId: number }> {
  const [warehouse] = await ctx.db
    .select({ id: warehouses.id, storeId: warehouses.storeId, status: warehouses.status })
    .from(warehouses)
    .where(eq(warehouses.id, input.warehouse_id))
    .for('key share');
  const storeOk = warehouse && (ctx.storeId !== null ? warehouse.storeId === ctx.storeId : ctx.session.storeIds.includes(warehouse.storeId));
  if (!warehouse || !storeOk || warehouse.status !== 1) throw invalidField('warehouse_id', 'wms.po_warehouse_invalid');
  const [supplier] = await ctx.db
    .select({ id: suppliers.id, status: suppliers.status, serves: supplierStores.storeId })
    .from(suppliers)
    .leftJoin(supplierStores, and(eq(supplierStores.supplierId, suppliers.id), eq(supplierStores.storeId, warehouse.storeId)))
    .where(eq(suppliers.id, input.supplier_id))
    .for('key share', { of: suppliers });
  if (!supplier || supplier.status !== 1 || supplier.serves === null) throw invalidField('supplier_id', 'wms.po_supplier_invalid');
  return { storeId: warehouse.storeId };
}

async function writeLines(ctx: RequestContext, orderId: number, input: CreatePurchaseOrderInput) {
  const prepared = await prepareLines(ctx, input.items);
  await ctx.db.delete(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, orderId));
  await ctx.db.insert(purchaseOrderItems).values(prepared.lines.map((l) => ({ tenantId: ctx.tenantId, purchaseOrderId: orderId, ...l })));
  return prepared;
}

/** `POST /wms/purchase_order`: a draft; its number is taken last (core/documents). */
export async function createPurchaseOrder(ctx: RequestContext, input: CreatePurchaseOrderInput): Promise<{ id: number }> {
  const { storeId } = await checkHeader(ctx, input);
  const [row] = await ctx.db
    .insert(purchaseOrders)
    .values({
      tenantId: ctx.tenantId,
      storeId,
      supplierId: input.supplier_id,
      warehouseId: input.warehouse_id,
      status: S.draft,
      expectedDate: input.expected_date,
      remark: input.remark,
      attachments: input.attachments,
      showPricesOnShare: input.show_prices_on_share,
      createdBy: ctx.staffId,
    })
    .returning({ id: purchaseOrders.id });
  const prepared = await writeLines(ctx, row.id, input);
  await writeDocumentLog(ctx.db, { type: 'purchase_order', id: row.id, action: 'create', from: null, to: S.draft, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'purchase_order', { timeZone: ctx.session.timeZone });
  await ctx.db
    .update(purchaseOrders)
    .set({ number, totalQty: prepared.totalQty, totalAmount: prepared.totalAmount, lineCount: prepared.lines.length })
    .where(eq(purchaseOrders.id, row.id));
  return { id: row.id };
}

/** `PUT /wms/purchase_order`: drafts only (409 otherwise); the lines are replaced. */
export async function updatePurchaseOrder(ctx: RequestContext, input: UpdatePurchaseOrderInput): Promise<{ id: number }> {
  await lockDocument(ctx, PURCHASE_ORDERS, 'update', input.id);
  const { storeId } = await checkHeader(ctx, input);
  const prepared = await writeLines(ctx, input.id, input);
  await ctx.db
    .update(purchaseOrders)
    .set({
      storeId,
      supplierId: input.supplier_id,
      warehouseId: input.warehouse_id,
      expectedDate: input.expected_date,
      remark: input.remark,
      attachments: input.attachments,
      showPricesOnShare: input.show_prices_on_share,
      totalQty: prepared.totalQty,
      totalAmount: prepared.totalAmount,
      lineCount: prepared.lines.length,
      updatedAt: new Date(),
    })
    .where(eq(purchaseOrders.id, input.id));
  return { id: input.id };
}

/** `DELETE /wms/purchase_order/:id`: drafts only; its lines, log-free share links go with it. */
export async function deletePurchaseOrder(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockDocument(ctx, PURCHASE_ORDERS, 'delete', id);
  await ctx.db.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
  return { id };
}

/**
 * `PUT /wms/purchase_order/:id/{action}`: under the order's row lock, from a state the action allows
 * (409 naming the current state otherwise, so of two audits at once the second is refused), written to
 * the document log with the remark (reject's reason).
 */
export async function transitionPurchaseOrder(ctx: RequestContext, id: number, action: PurchaseOrderAction, remark: string | null): Promise<{ id: number; status: number }> {
  const set =
    action === 'submit' ? sql`submitted_at = now(), reject_reason = NULL`
    : action === 'audit' ? sql`audited_by = ${ctx.staffId}::int, audited_at = now()`
    : action === 'reject' ? sql`reject_reason = ${remark}`
    : sql`closed_at = now()`;
  const { to } = await transition(ctx, PURCHASE_ORDERS, action, id, { set, remark });
  return { id, status: to };
}
