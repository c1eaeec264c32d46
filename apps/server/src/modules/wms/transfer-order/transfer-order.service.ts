import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import {
  TRANSFER_CROSS_STORE_PERMISSION,
  TRANSFER_ORDER_STATES,
  TransferOrderStatus as S,
  type CloseTransferOrderInput,
  type CreateTransferOrderInput,
  type ReceiveTransferOrderInput,
  type TransferOrderStateAction,
  type TransferOrderDetail,
  type UpdateTransferOrderInput,
} from '@tradewind/contract/wms/transfer-order.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { lockDocument, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { conflict, invalid, invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, skus as pmsSkus, units } from '@/modules/pms';
import { intArray, ownStores } from '../picking/picking-scope';
import { fromMilli, toMilli } from '../purchase-order/purchase-order-lines';
import { lockTotals, postStockMoves } from '../stock/posting';
import { plainDecimal } from '../stock/quantity';
import { getTransferOrder, inStores, statusName } from './transfer-order.read';

const skuS = alias(pmsSkus, 's');
const unitU = alias(units, 'u');

/**
 * Transfer orders (调拨单, README "Transfer orders"): a draft names two warehouses and lines with their
 * source locations; audit ships them out of the source (moves −, the goods are then in transit); each
 * receipt puts what arrived into target locations (moves + at the cost the outbound carried); closing
 * records what never arrived as a loss with its reason. The transfer posts its own moves (doc type
 * `transfer_order`), through postStockMoves only.
 */

// ---------- saving a draft ----------

type WarehouseRow = { id: number; store_id: number; status: number };

type PreparedLine = { skuId: number; unitId: number; unitName: string; ratio: string; qty: string; baseQty: string; fromLocationId: number | null; toLocationId: number | null; remark: string | null; baseMilli: bigint };

const canCrossStores = (ctx: RequestContext) => ctx.session.isSuper || ctx.session.permissions.has(TRANSFER_CROSS_STORE_PERMISSION);

/**
 * The header's warehouses and the lines, checked (422 on the field; 402 for another store's target without
 * `cross_store`): the source an enabled warehouse of a store the caller works in, the target an enabled
 * warehouse of the tenant — of the source's store unless the caller may move goods across stores; each SKU
 * the tenant's, its unit its base or a package unit (package quantities whole, base quantities with
 * decimals only where the base unit takes them), each location a live one of its warehouse.
 */
async function prepare(ctx: RequestContext, input: CreateTransferOrderInput) {
  const whs = await queryRows<WarehouseRow>(
    ctx.db,
    sql`SELECT id, store_id, status FROM wms_warehouses WHERE id = ANY(${intArray([input.from_warehouse_id, input.to_warehouse_id])}::int[]) FOR KEY SHARE`,
  );
  const from = whs.find((w) => w.id === input.from_warehouse_id);
  const to = whs.find((w) => w.id === input.to_warehouse_id);
  if (!from || from.status !== 1 || !ctx.session.storeIds.includes(from.store_id)) throw invalidField('from_warehouse_id', 'wms.to_from_warehouse_invalid');
  if (!to || to.status !== 1) throw invalidField('to_warehouse_id', 'wms.to_to_warehouse_invalid');
  if (to.store_id !== from.store_id && !canCrossStores(ctx)) throw noPermission('wms.to_cross_store_forbidden');
  const skus = await readSkus(ctx, [...new Set(input.lines.map((l) => l.sku_id))]);
  const locationIds = [...new Set(input.lines.flatMap((l) => [l.from_location_id, l.to_location_id]).filter((v): v is number => typeof v === 'number'))];
  const places = new Map(
    (locationIds.length
      ? await queryRows<{ id: number; warehouse_id: number }>(ctx.db, sql`SELECT id, warehouse_id FROM wms_locations WHERE id = ANY(${intArray(locationIds)}::int[]) AND deleted_at IS NULL`)
      : []
    ).map((l) => [l.id, l.warehouse_id]),
  );
  const errors: Array<{ field: string; message: string }> = [];
  const lines: PreparedLine[] = [];
  input.lines.forEach((l, i) => {
    const at = `lines.${i}`;
    const sku = skus.get(l.sku_id);
    if (!sku) return void errors.push({ field: `${at}.sku_id`, message: 'wms.sku_not_found' });
    const pack = l.unit_id === sku.unit_id ? null : sku.units.find((u) => u.unit_id === l.unit_id);
    if (l.unit_id !== sku.unit_id && !pack) return void errors.push({ field: `${at}.unit_id`, message: 'wms.doc_unit_invalid' });
    const qtyMilli = toMilli(l.qty);
    const decimals = pack ? false : sku.allow_decimal === 1;
    if (!decimals && qtyMilli % 1000n !== 0n) return void errors.push({ field: `${at}.qty`, message: 'wms.doc_qty_no_decimals' });
    const ratioMilli = pack ? toMilli(pack.ratio) : 1000n;
    // a package quantity is whole, so whole × ratio (3 decimals) is exact in thousandths
    const baseMilli = (qtyMilli * ratioMilli) / 1000n;
    if (baseMilli > 99_999_999_999_999n) return void errors.push({ field: `${at}.qty`, message: 'validation.base_qty_too_large' });
    if (l.from_location_id != null && places.get(l.from_location_id) !== from.id) return void errors.push({ field: `${at}.from_location_id`, message: 'wms.to_location_invalid' });
    if (l.to_location_id != null && places.get(l.to_location_id) !== to.id) return void errors.push({ field: `${at}.to_location_id`, message: 'wms.to_location_invalid' });
    lines.push({
      skuId: sku.id,
      unitId: l.unit_id,
      unitName: (pack ? pack.unit_name : sku.unit_name).slice(0, 20),
      ratio: fromMilli(ratioMilli),
      qty: fromMilli(qtyMilli),
      baseQty: fromMilli(baseMilli),
      fromLocationId: l.from_location_id ?? null,
      toLocationId: l.to_location_id ?? null,
      remark: l.remark ?? null,
      baseMilli,
    });
  });
  if (errors.length) throw invalid(errors);
  return { from, to, lines, totalQty: fromMilli(lines.reduce((s, l) => s + l.baseMilli, 0n)) };
}

async function insertLines(ctx: RequestContext, id: number, lines: PreparedLine[]): Promise<void> {
  await ctx.db.execute(
    sql`INSERT INTO wms_transfer_order_items (tenant_id, transfer_id, sku_id, unit_id, unit_name, ratio, qty, base_qty, from_location_id, to_location_id, remark, sort)
        VALUES ${sql.join(
          lines.map((l, i) => sql`(${ctx.tenantId}, ${id}, ${l.skuId}, ${l.unitId}, ${l.unitName}, ${l.ratio}, ${l.qty}, ${l.baseQty}, ${l.fromLocationId}, ${l.toLocationId}, ${l.remark}, ${i})`),
          sql`, `,
        )}`,
  );
}

/** `POST /wms/transfer_order`: a draft (log: create); its number `TO…` is taken as the transaction's last step. */
export async function createTransferOrder(ctx: RequestContext, input: CreateTransferOrderInput): Promise<TransferOrderDetail> {
  const p = await prepare(ctx, input);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_transfer_orders (tenant_id, store_id, from_warehouse_id, to_store_id, to_warehouse_id, status, total_qty, remark, created_by)
        VALUES (${ctx.tenantId}, ${p.from.store_id}, ${p.from.id}, ${p.to.store_id}, ${p.to.id}, ${S.draft}, ${p.totalQty}, ${input.remark}, ${ctx.staffId}) RETURNING id`,
  );
  const id = row!.id;
  await insertLines(ctx, id, p.lines);
  await writeDocumentLog(ctx.db, { type: 'transfer_order', id, action: 'create', from: null, to: S.draft, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'transfer_order', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE wms_transfer_orders SET number = ${number} WHERE id = ${id}`);
  ctx.audit.targetId = id;
  return getTransferOrder(ctx, id);
}

type Locked = { id: number; number: string; status: number; store_id: number; from_warehouse_id: number; to_warehouse_id: number };

/**
 * The transfers' table as their state changes see it (409 naming the current state: of two actions at once
 * the second waits for the lock, then finds the state changed). A draft is the source store's to edit,
 * delete, cancel or ship; receiving and closing are for the caller's stores on either side (404 outside
 * them, as another tenant's).
 */
const TRANSFERS: DocumentTable<TransferOrderStateAction> = {
  type: 'transfer_order',
  table: 'wms_transfer_orders',
  alias: 't',
  states: TRANSFER_ORDER_STATES,
  scope: (ctx) => sql`t.store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'wms.to_not_found',
  conflict: (ctx, status) => conflict('wms.to_status_changed', { status: statusName(ctx, status) }),
};
const EITHER_SIDE: DocumentTable<TransferOrderStateAction> = { ...TRANSFERS, scope: (ctx) => inStores(ownStores(ctx)) };

/** The transfer under FOR UPDATE, in a state the action starts from. */
function lockTransfer(ctx: RequestContext, id: number, action: TransferOrderStateAction): Promise<LockedDocument<Locked>> {
  const table = action === 'receive' || action === 'close' ? EITHER_SIDE : TRANSFERS;
  return lockDocument<TransferOrderStateAction, Locked>(ctx, table, action, id, sql`coalesce(t.number, '') AS number, t.store_id, t.from_warehouse_id, t.to_warehouse_id`);
}

/** `PUT /wms/transfer_order`: drafts only; the header and lines are replaced. */
export async function updateTransferOrder(ctx: RequestContext, input: UpdateTransferOrderInput): Promise<TransferOrderDetail> {
  await lockTransfer(ctx, input.id, 'update');
  const p = await prepare(ctx, input);
  await ctx.db.execute(
    sql`UPDATE wms_transfer_orders SET store_id = ${p.from.store_id}, from_warehouse_id = ${p.from.id}, to_store_id = ${p.to.store_id}, to_warehouse_id = ${p.to.id},
          total_qty = ${p.totalQty}, remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`,
  );
  await ctx.db.execute(sql`DELETE FROM wms_transfer_order_items WHERE transfer_id = ${input.id}`);
  await insertLines(ctx, input.id, p.lines);
  return getTransferOrder(ctx, input.id);
}

/** `DELETE /wms/transfer_order/:id`: drafts only (its lines and nothing else go with it). */
export async function deleteTransferOrder(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockTransfer(ctx, id, 'delete');
  await ctx.db.execute(sql`DELETE FROM wms_transfer_orders WHERE id = ${id}`);
  return { id };
}

/** `PUT /wms/transfer_order/:id/cancel`: a draft ends; nothing was posted. */
export async function cancelTransferOrder(ctx: RequestContext, id: number, remark: string | null): Promise<TransferOrderDetail> {
  await transition(ctx, TRANSFERS, 'cancel', id, { remark });
  return getTransferOrder(ctx, id);
}

type ItemRow = { id: number; sku_id: number; sku_code: string; base_qty: string; from_location_id: number | null; to_location_id: number | null; unit_cost: string; transit_qty: string; allow_decimal: number };

const readItems = (ctx: RequestContext, id: number) =>
  queryRows<ItemRow>(
    ctx.db,
    sql`SELECT i.id, i.sku_id, ${skuS.code} AS sku_code, i.base_qty::text AS base_qty, i.from_location_id, i.to_location_id, i.unit_cost::text AS unit_cost,
          i.transit_qty::text AS transit_qty, ${unitU.allowDecimal}
          FROM wms_transfer_order_items AS i JOIN ${pmsSkus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId}
         WHERE i.transfer_id = ${id} ORDER BY i.sort, i.id`,
  );

/**
 * `PUT /wms/transfer_order/:id/audit`: ships a draft. Under its lock, every line posts −base_qty out of its
 * source location (postStockMoves; 409 `wms.stock_short` or a 422 on `lines.<i>.…` rolls it all back: the
 * transfer stays a draft). Each line keeps the unit cost its move carried — the receipt brings the goods in
 * at that cost — and the whole base quantity is in transit. The target's balance rows are made and locked
 * with the source's, in the ledger's key order, so the stock list has a row to show the goods in transit on.
 */
export async function auditTransferOrder(ctx: RequestContext, id: number, remark: string | null): Promise<TransferOrderDetail> {
  const row = await lockTransfer(ctx, id, 'audit');
  const items = await readItems(ctx, id);
  await lockTotals(ctx, items.flatMap((i) => [{ skuId: i.sku_id, warehouseId: row.from_warehouse_id }, { skuId: i.sku_id, warehouseId: row.to_warehouse_id }]));
  const moves = await postStockMoves(ctx, {
    docType: StockDocType.transferOrder,
    docId: id,
    docNo: row.number,
    field: 'lines',
    lines: items.map((i) => ({ itemId: i.id, skuId: i.sku_id, warehouseId: row.from_warehouse_id, locationId: i.from_location_id, qty: `-${i.base_qty}` })),
  });
  await ctx.db.execute(
    sql`UPDATE wms_transfer_order_items AS i SET unit_cost = m.cost, amount = -m.amount, transit_qty = i.base_qty
          FROM unnest(${intArray(moves.map((m) => m.itemId ?? 0))}::int[], ${`{${moves.map((m) => m.unitCost).join(',')}}`}::numeric[], ${`{${moves.map((m) => m.amount).join(',')}}`}::numeric[]) AS m(item, cost, amount)
         WHERE i.id = m.item`,
  );
  await transition(ctx, TRANSFERS, 'audit', row, {
    set: sql`audited_by = ${ctx.staffId}::int, audited_at = now(), total_amount = (SELECT coalesce(sum(amount), 0) FROM wms_transfer_order_items WHERE transfer_id = ${id}::int)`,
    remark,
  });
  return getTransferOrder(ctx, id);
}

/**
 * `PUT /wms/transfer_order/:id/receive`: what arrived, per line in base units, into target locations (the
 * line's proposed one, else the target's default). Under the transfer's lock: each line at most what is
 * still in transit (422 `lines.<i>.qty`), each line once, whole quantities where the base unit takes no
 * decimals; the moves post + at the cost the outbound carried. Everything received: 2 received, else
 * 3 partly received. A second receipt at once waits for the lock and checks against what is left.
 */
export async function receiveTransferOrder(ctx: RequestContext, id: number, input: ReceiveTransferOrderInput): Promise<TransferOrderDetail> {
  const row = await lockTransfer(ctx, id, 'receive');
  const items = new Map((await readItems(ctx, id)).map((i) => [i.id, i]));
  const seen = new Set<number>();
  const errors: Array<{ field: string; message: string }> = [];
  let params: Record<string, string> | undefined;
  const refuse = (field: string, message: string) => {
    errors.push({ field, message });
    return [];
  };
  const lines = input.lines.flatMap((l, i) => {
    const item = items.get(l.item_id);
    if (!item) return refuse(`lines.${i}.item_id`, 'wms.to_item_not_found');
    if (seen.has(item.id)) return refuse(`lines.${i}.item_id`, 'wms.to_item_duplicate');
    seen.add(item.id);
    const q = toMilli(l.qty);
    if (item.allow_decimal !== 1 && q % 1000n !== 0n) return refuse(`lines.${i}.qty`, 'wms.to_qty_no_decimals');
    if (q > toMilli(item.transit_qty)) {
      params ??= { sku: item.sku_code, open: plainDecimal(item.transit_qty), qty: plainDecimal(fromMilli(q)) };
      return refuse(`lines.${i}.qty`, 'wms.to_receive_over');
    }
    return [{ item, qty: fromMilli(q), locationId: l.location_id ?? item.to_location_id }];
  });
  if (errors.length) throw invalid(errors, params);
  await postStockMoves(ctx, {
    docType: StockDocType.transferOrder,
    docId: id,
    docNo: row.number,
    field: 'lines',
    lines: lines.map((l) => ({ itemId: l.item.id, skuId: l.item.sku_id, warehouseId: row.to_warehouse_id, locationId: l.locationId, qty: l.qty, unitCost: l.item.unit_cost })),
  });
  await ctx.db.execute(
    sql`UPDATE wms_transfer_order_items AS i SET received_qty = i.received_qty + r.q, transit_qty = i.transit_qty - r.q
          FROM unnest(${intArray(lines.map((l) => l.item.id))}::int[], ${`{${lines.map((l) => l.qty).join(',')}}`}::numeric[]) AS r(item, q)
         WHERE i.id = r.item`,
  );
  await transition(ctx, EITHER_SIDE, 'receive', row, { ...(await settle(ctx, id, { received: true })), remark: input.remark });
  return getTransferOrder(ctx, id);
}

/**
 * The header's totals again from its lines (as a transition's `set`), and the state they lead to: nothing in
 * transit = 2 received, else 3 partly received.
 */
async function settle(ctx: RequestContext, id: number, by: { received?: boolean; lossReason?: string }): Promise<{ to: number; set: SQL }> {
  const x = await queryOne<{ received: string; lost: string; transit: string }>(
    ctx.db,
    sql`SELECT coalesce(sum(received_qty), 0)::text AS received, coalesce(sum(lost_qty), 0)::text AS lost, coalesce(sum(transit_qty), 0)::text AS transit
          FROM wms_transfer_order_items WHERE transfer_id = ${id}`,
  );
  const set = sql.join(
    [
      sql`received_qty = ${x!.received}::numeric, lost_qty = ${x!.lost}::numeric`,
      ...(by.received ? [sql`received_by = ${ctx.staffId}::int, received_at = now()`] : []),
      ...(by.lossReason !== undefined ? [sql`loss_reason = ${by.lossReason}`] : []),
    ],
    sql`, `,
  );
  return { to: Number(x!.transit) === 0 ? S.received : S.partlyReceived, set };
}

/**
 * `PUT /wms/transfer_order/:id/close`: ends the receipt. What is still in transit on each line is recorded as
 * lost with the reason (on the line, the header and the log); no stock moves — the goods left the source on
 * audit and never arrived. The transfer is then 2 received.
 */
export async function closeTransferOrder(ctx: RequestContext, id: number, input: CloseTransferOrderInput): Promise<TransferOrderDetail> {
  const row = await lockTransfer(ctx, id, 'close');
  await ctx.db.execute(
    sql`UPDATE wms_transfer_order_items SET lost_qty = lost_qty + transit_qty, loss_reason = ${input.reason}, transit_qty = 0
         WHERE transfer_id = ${id} AND transit_qty > 0`,
  );
  await transition(ctx, EITHER_SIDE, 'close', row, { ...(await settle(ctx, id, { lossReason: input.reason })), remark: input.reason });
  return getTransferOrder(ctx, id);
}
