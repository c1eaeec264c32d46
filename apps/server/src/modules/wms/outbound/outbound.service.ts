import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import {
  OutboundType, type CourierChoice, type CreateOutboundInput, type Outbound, type OutboundDetail, type OutboundExpressInput, type OutboundListQuery, type UpdateOutboundInput,
} from '@tradewind/contract/wms/outbound.schema';
import type { StockDocAction } from '@tradewind/contract/wms/warehousing-entry.schema';
import { PickingUnitStatus } from '@tradewind/contract/wms/picking.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { lockDocument, transition } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { AppError, conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { skus, units as pmsUnits } from '@/modules/pms';
import { saleOrderSource } from '../fulfilment/sale-source';
import { courierDirectory } from './courier-directory';
import { fromMilli, milli } from '../picking/picking-quantity';
import { ownStores } from '../picking/picking-scope';
import { postStockMoves } from '../stock/posting';
import { consumeReservation, releaseReservation } from '../stock/reservation';
import { plainDecimal } from '../stock/quantity';
import * as doc from '../warehousing-entry/stock-document.service';
import * as docRead from '../warehousing-entry/stock-document.read';

const sku = alias(skus, 's');
const unitU = alias(pmsUnits, 'u');

/**
 * Outbound delivery orders (出库单), docs/trading-model.md §3: the warehousing entry's document body with the
 * opposite sign for the manual types; a sale is made from a wave's unit and posts what was picked.
 * README "Outbound delivery orders".
 */
export const OUTBOUND: doc.StockDocKind = {
  table: 'wms_outbound_delivery_orders',
  itemTable: 'wms_outbound_delivery_order_items',
  parentColumn: 'outbound_id',
  documentType: 'outbound_delivery_order',
  sign: -1,
  notFound: 'wms.outbound_not_found',
  extraColumns: ['type', 'picking_list_id', 'picking_unit_id', 'order_id', 'order_no', 'customer_name', 'courier_id', 'courier_name', 'tracking_no'],
  // a parcel is found by its tracking number too
  keywordColumns: ['tracking_no'],
  extraSelect: '(SELECT pl.number FROM wms_picking_lists AS pl WHERE pl.id = d.picking_list_id) AS picking_list_number',
};

type Row = Parameters<typeof docRead.toDoc>[1];
const toOutbound = (ctx: RequestContext, r: Row): Outbound => ({
  ...docRead.toDoc(ctx, r),
  type: r.type as Outbound['type'],
  picking_list_id: (r.picking_list_id as number | null) ?? null,
  picking_list_number: (r.picking_list_number as string | null) ?? null,
  picking_unit_id: (r.picking_unit_id as number | null) ?? null,
  order_id: (r.order_id as number | null) ?? null,
  order_no: (r.order_no as string | null) ?? null,
  customer_name: (r.customer_name as string | null) ?? null,
  courier_id: (r.courier_id as number | null) ?? null,
  courier_name: (r.courier_name as string | null) ?? null,
  tracking_no: (r.tracking_no as string | null) ?? null,
  tracking_url: null,
});

/** The parcels' tracking pages, from the courier directory (one look-up per courier named). */
async function withTracking<O extends Outbound>(ctx: RequestContext, list: O[]): Promise<O[]> {
  const directory = courierDirectory();
  const ids = [...new Set(list.flatMap((o) => (o.courier_id === null ? [] : [o.courier_id])))];
  if (!directory || ids.length === 0) return list;
  const found = new Map<number, Awaited<ReturnType<typeof directory.find>>>();
  for (const id of ids) found.set(id, await directory.find(ctx, id));
  return list.map((o) => (o.courier_id !== null && o.tracking_no !== null ? { ...o, tracking_url: found.get(o.courier_id)?.trackingUrl(o.tracking_no) ?? null } : o));
}

export async function listOutbounds(ctx: RequestContext, query: OutboundListQuery) {
  const page = await docRead.listStockDocs(ctx, OUTBOUND, { ...query, extra: { type: query.type, picking_list_id: query.picking_list_id } });
  return { ...page, list: await withTracking(ctx, page.list.map((r) => toOutbound(ctx, r))) };
}

/** The picking tasks a sale's unit still waits for (unassigned wave lines count as a task without id). */
async function unfinishedTasks(ctx: RequestContext, unitId: number): Promise<Array<{ id: number | null; number: string }>> {
  return queryRows<{ id: number | null; number: string }>(
    ctx.db,
    sql`SELECT DISTINCT t.id, coalesce(t.number, '') AS number FROM wms_picking_demands AS d
          JOIN wms_picking_list_items AS i ON i.id = d.list_item_id LEFT JOIN wms_picking_tasks AS t ON t.id = i.task_id
         WHERE d.unit_id = ${unitId} AND (t.id IS NULL OR t.status <> 3) ORDER BY t.id NULLS LAST`,
  );
}

export async function getOutbound(ctx: RequestContext, id: number): Promise<OutboundDetail> {
  const d = await docRead.readStockDoc(ctx, OUTBOUND, id);
  const [head] = await withTracking(ctx, [toOutbound(ctx, d.header)]);
  const extra = new Map(
    (
      await queryRows<{ id: number; order_item_id: number | null; ordered_qty: string | null }>(
        ctx.db,
        sql`SELECT id, order_item_id, ordered_qty::text AS ordered_qty FROM wms_outbound_delivery_order_items WHERE outbound_id = ${id}`,
      )
    ).map((r) => [r.id, r]),
  );
  const pending = head.type === OutboundType.sale && head.status === doc.STATUS.draft && head.picking_unit_id ? await unfinishedTasks(ctx, head.picking_unit_id) : [];
  return {
    ...head,
    lines: d.lines.map((l) => {
      const e = extra.get(l.id);
      return { ...l, order_item_id: e?.order_item_id ?? null, ordered_qty: e?.ordered_qty == null ? null : plainDecimal(e.ordered_qty) };
    }),
    unfinished_tasks: pending.filter((t): t is { id: number; number: string } => t.id !== null),
    logs: d.logs,
  };
}

type UnitRow = { id: number; list_id: number; order_id: number; order_no: string; customer_name: string; status: number; outbound_id: number | null; store_id: number; warehouse_id: number };

/**
 * A sale outbound for a wave's unit (one live sale per unit: 409 otherwise; a shipped unit 409): a line per
 * order line and location, the quantity picked when picking is done, else what the order asks (the
 * audit takes the picked quantities).
 */
async function createSale(ctx: RequestContext, unitId: number, remark: string | null): Promise<number> {
  const unit = await queryOne<UnitRow>(
    ctx.db,
    sql`SELECT pu.id, pu.list_id, pu.order_id, pu.order_no, pu.customer_name, pu.status, pu.outbound_id, pl.store_id, pl.warehouse_id
          FROM wms_picking_units AS pu JOIN wms_picking_lists AS pl ON pl.id = pu.list_id
         WHERE pu.id = ${unitId} AND pl.store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE OF pu`,
  );
  if (!unit) throw invalidField('picking_unit_id', 'wms.unit_not_found');
  if (unit.status === PickingUnitStatus.shipped || unit.outbound_id !== null) throw conflict('wms.unit_has_outbound');
  const lines = await queryRows<{ demand_id: number; order_item_id: number; sku_id: number; unit_id: number; unit_name: string; location_id: number; ordered: string; picked: string | null }>(
    ctx.db,
    sql`SELECT d.id AS demand_id, d.order_item_id, d.sku_id, ${sku.unitId}, ${unitU.name} AS unit_name, i.location_id, d.qty::text AS ordered, a.qty::text AS picked
          FROM wms_picking_demands AS d JOIN wms_picking_list_items AS i ON i.id = d.list_item_id
          JOIN ${skus} AS ${sku} ON ${sku.id} = d.sku_id JOIN ${pmsUnits} AS ${unitU} ON ${unitU.id} = ${sku.unitId}
          LEFT JOIN wms_picking_allocations AS a ON a.demand_id = d.id
         WHERE d.unit_id = ${unit.id} ORDER BY i.sort, d.order_item_id, d.id`,
  );
  const total = lines.reduce((s, l) => s + milli(l.picked ?? l.ordered), 0n);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_outbound_delivery_orders (tenant_id, type, store_id, warehouse_id, picking_list_id, picking_unit_id, order_id, order_no, customer_name, status, total_qty, remark, created_by)
        VALUES (${ctx.tenantId}, ${OutboundType.sale}, ${unit.store_id}, ${unit.warehouse_id}, ${unit.list_id}, ${unit.id}, ${unit.order_id}, ${unit.order_no}, ${unit.customer_name},
          ${doc.STATUS.draft}, ${fromMilli(total)}, ${remark}, ${ctx.staffId}) RETURNING id`,
  );
  const id = row!.id;
  await ctx.db.execute(
    sql`INSERT INTO wms_outbound_delivery_order_items (tenant_id, outbound_id, sku_id, unit_id, unit_name, ratio, qty, base_qty, location_id, order_item_id, demand_id, ordered_qty, sort)
        VALUES ${sql.join(
          lines.map((l, i) => {
            const q = l.picked ?? l.ordered;
            return sql`(${ctx.tenantId}, ${id}, ${l.sku_id}, ${l.unit_id}, ${l.unit_name}, 1, ${q}::numeric, ${q}::numeric, ${l.location_id}, ${l.order_item_id}, ${l.demand_id}, ${l.ordered}::numeric, ${i})`;
          }),
          sql`, `,
        )}`,
  );
  await ctx.db.execute(sql`UPDATE wms_picking_units SET outbound_id = ${id} WHERE id = ${unit.id}`);
  await writeDocumentLog(ctx.db, { type: 'outbound_delivery_order', id, action: 'create', from: null, to: doc.STATUS.draft, remark, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'outbound_delivery_order', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE wms_outbound_delivery_orders SET number = ${number} WHERE id = ${id}`);
  return id;
}

/** The unit of a wave and an order (the sale's other way of naming it). */
async function unitOf(ctx: RequestContext, listId: number, orderId: number): Promise<number> {
  const unit = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM wms_picking_units WHERE list_id = ${listId} AND order_id = ${orderId}`);
  if (!unit) throw invalidField('order_id', 'wms.unit_not_found');
  return unit.id;
}

const headerOf = (input: { warehouse_id?: number | null; supplier_id?: number | null; remark: string | null; lines?: CreateOutboundInput['lines'] }, type: number): doc.DocHeaderInput => ({
  warehouse_id: input.warehouse_id!,
  supplier_id: input.supplier_id ?? null,
  remark: input.remark,
  lines: (input.lines ?? []).map((l) => ({ ...l, purchase_order_item_id: null })),
  extra: { type },
});

export async function createOutbound(ctx: RequestContext, input: CreateOutboundInput): Promise<OutboundDetail> {
  const id =
    input.type === OutboundType.sale
      ? await createSale(ctx, input.picking_unit_id ?? (await unitOf(ctx, input.picking_list_id!, input.order_id!)), input.remark)
      : await doc.createStockDoc(ctx, OUTBOUND, headerOf(input, input.type), input.type === OutboundType.purchaseReturn, false);
  ctx.audit.targetId = id;
  return getOutbound(ctx, id);
}

/** POST /wms/picking_list/{id}/outbound: a sale outbound for every unit of the wave without one. */
export async function createWaveOutbounds(ctx: RequestContext, listId: number): Promise<{ ids: number[] }> {
  const wave = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM wms_picking_lists WHERE id = ${listId} AND store_id = ANY(${ownStores(ctx)}::int[]) FOR UPDATE`);
  if (!wave) throw notFound('wms.wave_not_found');
  const units = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM wms_picking_units WHERE list_id = ${listId} AND outbound_id IS NULL AND status <> ${PickingUnitStatus.shipped} ORDER BY order_id`,
  );
  if (units.length === 0) throw conflict('wms.wave_outbounds_made');
  const ids: number[] = [];
  for (const u of units) ids.push(await createSale(ctx, u.id, null));
  ctx.audit.targetId = listId;
  return { ids };
}

type Locked = { id: number; number: string; type: number; status: number; store_id: number; warehouse_id: number; picking_unit_id: number | null; order_id: number | null };

/** The outbound under FOR UPDATE in the caller's stores (404), in a state `action` starts from: a draft (409). */
function lockOutbound(ctx: RequestContext, id: number, action: StockDocAction): Promise<Locked> {
  return lockDocument<StockDocAction, Locked>(ctx, doc.stockDocTable(OUTBOUND), action, id, sql`number, type, store_id, warehouse_id, picking_unit_id, order_id`);
}

/** A draft's new content; a sale changes only its remark (its lines come from picking). */
export async function updateOutbound(ctx: RequestContext, input: UpdateOutboundInput): Promise<OutboundDetail> {
  const row = await lockOutbound(ctx, input.id, 'update');
  if (row.type === OutboundType.sale) {
    await ctx.db.execute(sql`UPDATE wms_outbound_delivery_orders SET remark = ${input.remark}, updated_at = now() WHERE id = ${row.id}`);
  } else {
    if (!input.warehouse_id) throw invalidField('warehouse_id', 'wms.outbound_warehouse_required');
    if (!input.lines) throw invalidField('lines', 'wms.doc_lines_required');
    if (row.type === OutboundType.purchaseReturn && !input.supplier_id) throw invalidField('supplier_id', 'wms.supplier_required');
    await doc.updateStockDoc(ctx, OUTBOUND, row.id, headerOf(input, row.type), row.type === OutboundType.purchaseReturn);
  }
  return getOutbound(ctx, input.id);
}

/** A sale's unit may get a new outbound once this one is gone. */
const freeUnit = (ctx: RequestContext, id: number) => ctx.db.execute(sql`UPDATE wms_picking_units SET outbound_id = NULL WHERE outbound_id = ${id}`);

export async function deleteOutbound(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockOutbound(ctx, id, 'delete');
  await freeUnit(ctx, id);
  return doc.deleteStockDoc(ctx, OUTBOUND, id);
}

export async function cancelOutbound(ctx: RequestContext, id: number, remark: string | null): Promise<OutboundDetail> {
  await lockOutbound(ctx, id, 'cancel');
  await freeUnit(ctx, id);
  await doc.cancelStockDoc(ctx, OUTBOUND, id, remark);
  return getOutbound(ctx, id);
}

/**
 * PUT /wms/outbound_delivery_order/{id}/audit: posts a draft under its lock (a second audit at once
 * waits, then gets 409). A sale: 4091 (`data.type = 'picking_task'`, `data.id`) while a picking task of
 * its unit is unfinished; else each line ships what was picked — the order line's reservation consumed
 * for what ships and released for the short rest, the moves posted, a lack-out row per order line
 * shipped short, and the order source told.
 */
export async function auditOutbound(ctx: RequestContext, id: number, remark: string | null): Promise<OutboundDetail> {
  const row = await lockOutbound(ctx, id, 'audit');
  if (row.type === OutboundType.sale) await postSale(ctx, row);
  else await postLines(ctx, row);
  await transition(ctx, doc.stockDocTable(OUTBOUND), 'audit', row, {
    set: sql`audited_by = ${ctx.staffId}::int, audited_at = now(), total_qty = (SELECT coalesce(sum(qty), 0) FROM wms_outbound_delivery_order_items WHERE outbound_id = ${id}::int)`,
    remark,
  });
  return getOutbound(ctx, id);
}

type ItemRow = { id: number; sku_id: number; base_qty: string; location_id: number | null; order_item_id: number | null; demand_id: number | null; ordered_qty: string | null };

const readItems = (ctx: RequestContext, id: number) =>
  queryRows<ItemRow>(
    ctx.db,
    sql`SELECT id, sku_id, base_qty::text AS base_qty, location_id, order_item_id, demand_id, ordered_qty::text AS ordered_qty
          FROM wms_outbound_delivery_order_items WHERE outbound_id = ${id} ORDER BY sort, id`,
  );

async function postLines(ctx: RequestContext, row: Locked): Promise<void> {
  const items = (await readItems(ctx, row.id)).filter((i) => milli(i.base_qty) > 0n);
  if (items.length === 0) return;
  await postStockMoves(ctx, {
    docType: StockDocType.outboundDeliveryOrder,
    docId: row.id,
    docNo: row.number,
    field: 'lines',
    lines: items.map((i) => ({ itemId: i.id, skuId: i.sku_id, warehouseId: row.warehouse_id, locationId: i.location_id, qty: `-${i.base_qty}` })),
  });
}

async function postSale(ctx: RequestContext, row: Locked): Promise<void> {
  const unitId = row.picking_unit_id!;
  const pending = await unfinishedTasks(ctx, unitId);
  if (pending.length > 0) throw new AppError(ErrorCode.pickingUnfinished, 'wms.picking_unfinished', 200, { type: 'picking_task', id: pending[0].id });
  const unit = await queryOne<{ order_id: number; order_no: string; customer_id: number; customer_name: string; delivery_date: string; status: number }>(
    ctx.db,
    sql`SELECT pu.order_id, pu.order_no, pu.customer_id, pu.customer_name, to_char(pl.delivery_date, 'YYYY-MM-DD') AS delivery_date, pu.status
          FROM wms_picking_units AS pu JOIN wms_picking_lists AS pl ON pl.id = pu.list_id WHERE pu.id = ${unitId} FOR UPDATE OF pu`,
  );
  if (!unit || unit.status === PickingUnitStatus.shipped) throw conflict('wms.unit_has_outbound');
  // every line ships what its demand was allocated at the task's finish
  await ctx.db.execute(
    sql`UPDATE wms_outbound_delivery_order_items AS i SET qty = a.qty, base_qty = a.qty FROM wms_picking_allocations AS a
         WHERE i.outbound_id = ${row.id} AND a.demand_id = i.demand_id`,
  );
  const items = await readItems(ctx, row.id);
  const perLine = new Map<number, { ordered: bigint; shipped: bigint }>();
  for (const i of items) {
    const agg = perLine.get(i.order_item_id!) ?? { ordered: 0n, shipped: 0n };
    agg.ordered += milli(i.ordered_qty ?? '0');
    agg.shipped += milli(i.base_qty);
    perLine.set(i.order_item_id!, agg);
  }
  const source = { sourceType: 'order', sourceId: unit.order_id };
  for (const [lineId, q] of perLine) {
    if (q.shipped > 0n) await consumeReservation(ctx, source, { lineId, qty: fromMilli(q.shipped) });
    if (q.ordered > q.shipped) await releaseReservation(ctx, source, { lineId, qty: fromMilli(q.ordered - q.shipped) });
  }
  await postLines(ctx, row);
  const shorts = [...perLine].filter(([, q]) => q.ordered > q.shipped);
  if (shorts.length) {
    const reasons = new Map(
      (
        await queryRows<{ order_item_id: number; reason: string | null }>(
          ctx.db,
          sql`SELECT d.order_item_id, string_agg(DISTINCT ti.short_reason, '；') AS reason FROM wms_picking_demands AS d
                JOIN wms_picking_task_items AS ti ON ti.list_item_id = d.list_item_id
               WHERE d.unit_id = ${unitId} AND ti.short_reason IS NOT NULL GROUP BY d.order_item_id`,
        )
      ).map((r) => [r.order_item_id, r.reason]),
    );
    const skuOf = new Map(items.map((i) => [i.order_item_id!, i.sku_id]));
    await ctx.db.execute(
      sql`INSERT INTO wms_lack_out_sku_histories (tenant_id, store_id, warehouse_id, outbound_id, outbound_no, order_id, order_no, order_item_id, customer_id, customer_name,
            sku_id, delivery_date, ordered_qty, shipped_qty, short_qty, reason, created_by)
          VALUES ${sql.join(
            shorts.map(
              ([lineId, q]) =>
                sql`(${ctx.tenantId}, ${row.store_id}, ${row.warehouse_id}, ${row.id}, ${row.number}, ${unit.order_id}, ${unit.order_no}, ${lineId}, ${unit.customer_id}, ${unit.customer_name},
                  ${skuOf.get(lineId)!}, ${unit.delivery_date}::date, ${fromMilli(q.ordered)}::numeric, ${fromMilli(q.shipped)}::numeric, ${fromMilli(q.ordered - q.shipped)}::numeric,
                  ${(reasons.get(lineId) ?? '').slice(0, 400) || null}, ${ctx.staffId})`,
            ),
            sql`, `,
          )}`,
    );
  }
  await ctx.db.execute(sql`UPDATE wms_picking_units SET status = ${PickingUnitStatus.shipped} WHERE id = ${unitId}`);
  await saleOrderSource().shipped(
    ctx,
    { orderId: unit.order_id, warehouseId: row.warehouse_id },
    { id: row.id, number: row.number },
    [...perLine].map(([orderItemId, q]) => ({ orderItemId, baseQty: fromMilli(q.shipped) })),
  );
}


/** The couriers an outbound may ship by: the enabled ones of the directory marketing registers (none without it). */
export async function courierChoices(ctx: RequestContext): Promise<CourierChoice[]> {
  const choices = (await courierDirectory()?.choices(ctx)) ?? [];
  return choices.filter((c) => c.enabled).map(({ id, code, name }) => ({ id, code, name }));
}

/**
 * Ships an outbound by express (README "Shipping by express"): sets or changes its courier and tracking
 * number, or clears both; a draft or an audited outbound, in the caller's stores (404), not a cancelled one
 * (409). The courier must be one of the directory's (422), enabled unless the outbound already names it.
 * Written to the outbound's log.
 */
export async function setOutboundExpress(ctx: RequestContext, id: number, input: OutboundExpressInput): Promise<OutboundDetail> {
  const row = await queryOne<{ id: number; status: number; courier_id: number | null; tracking_no: string | null }>(
    ctx.db,
    sql`SELECT id, status, courier_id, tracking_no FROM wms_outbound_delivery_orders WHERE id = ${id}::int AND ${doc.stockDocTable(OUTBOUND).scope!(ctx)} FOR UPDATE`,
  );
  if (!row) throw notFound('wms.outbound_not_found');
  if (row.status === doc.STATUS.cancelled) throw conflict('wms.outbound_express_cancelled');
  let courierName: string | null = null;
  if (input.courier_id !== null) {
    const courier = (await courierDirectory()?.find(ctx, input.courier_id)) ?? null;
    if (!courier) throw invalidField('courier_id', 'wms.courier_not_found');
    if (!courier.enabled && courier.id !== row.courier_id) throw invalidField('courier_id', 'wms.courier_disabled');
    courierName = courier.name;
  }
  const cleared = input.courier_id === null;
  await ctx.db.execute(
    sql`UPDATE wms_outbound_delivery_orders SET courier_id = ${input.courier_id}, courier_name = ${courierName}, tracking_no = ${input.tracking_no},
          express_by = ${cleared ? null : ctx.staffId}, express_at = ${cleared ? sql`NULL` : sql`now()`}, updated_at = now() WHERE id = ${row.id}`,
  );
  await writeDocumentLog(ctx.db, {
    type: 'outbound_delivery_order', id: row.id, action: 'express', from: row.status, to: row.status,
    remark: input.courier_id === null ? null : `${courierName} ${input.tracking_no}`, by: actorOf(ctx),
  });
  return getOutbound(ctx, row.id);
}

/** How many outbounds name a courier (marketing refuses to delete one in use). */
export async function outboundsNamingCourier(ctx: RequestContext, courierId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM wms_outbound_delivery_orders WHERE courier_id = ${courierId}::int`);
  return row?.n ?? 0;
}
