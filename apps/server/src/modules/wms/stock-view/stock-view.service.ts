import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  STOCK_HISTORY_COUNT_CAP,
  STOCK_LIST_COUNT_CAP,
  type LocationStockQuery,
  type LocationStockRow,
  type StockAlertBody,
  type StockDangerQuery,
  type StockDangerRow,
  type StockFilter,
  type StockHistoryFilter,
  type StockHistoryQuery,
  type StockLackQuery,
  type StockLackRow,
  type StockListQuery,
  type StockMoveRow,
  type StockRow,
  type AvailableStockRow,
} from '@tradewind/contract/wms/stock-view.schema';
import { queryRows } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, skuIdInCategory, skuIdMatches, type SkuRecord, skus as pmsSkus } from '@/modules/pms';
import { locations } from '../location/location.table';
import { visibleWarehouses } from '../warehouse/warehouse.service';
import { registeredSaleOrderSource } from '../fulfilment/sale-source';
import { warehouses } from '../warehouse/warehouse.table';
import { inTransitTo } from '../transfer-order/transfer-order.read';
import type { ReservationSourceRef } from '../stock/reservation';

const skuS = alias(pmsSkus, 's');

// ---------- shared: scope, SKU filters, SKU fields ----------

/** 422 on `field` unless the warehouse is one the caller sees (a store they work in, their tenant). */
async function checkWarehouse(ctx: RequestContext, id: number, field = 'warehouse_id'): Promise<void> {
  const [row] = await ctx.db.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, id), visibleWarehouses(ctx)));
  if (!row) throw invalidField(field, 'wms.warehouse_not_found');
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The warehouses a stock view reads, as a condition on `column` (default `w.id`, wms_warehouses): the one
 * asked for (checked: 422 when the caller cannot see it), else every warehouse of the current store
 * (CurrStoreId), else of the caller's stores. The store's warehouse ids are read first, so the condition
 * is on the view's own warehouse column and its count needs no join (a store has a handful).
 */
async function warehouseScope(ctx: RequestContext, warehouseId: number | undefined, column: SQL = sql`w.id`): Promise<SQL> {
  if (warehouseId !== undefined) {
    await checkWarehouse(ctx, warehouseId);
    return sql`${column} = ${warehouseId}::int`;
  }
  const stores = ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? ctx.session.storeIds : [0];
  const rows = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_warehouses WHERE store_id = ANY(${intArray(stores)})`);
  return sql`${column} = ANY(${intArray(rows.map((r) => r.id))})`;
}

const where = (parts: Array<SQL | undefined>): SQL => sql.join(parts.filter((p): p is SQL => p !== undefined), sql` AND `);

type SkuFields = Pick<StockRow, 'sku_id' | 'name' | 'spec_text' | 'image' | 'code' | 'barcode' | 'unit_name'>;

/** What each row shows of its SKU, read from the goods module for the page's SKUs at once. */
async function withSkus<R extends { sku_id: number }, T>(ctx: RequestContext, rows: R[], build: (row: R, sku: SkuFields) => T): Promise<T[]> {
  const skus = await readSkus(ctx, [...new Set(rows.map((r) => r.sku_id))]);
  return rows.map((r) => build(r, skuFields(r.sku_id, skus.get(r.sku_id))));
}

function skuFields(id: number, s: SkuRecord | undefined): SkuFields {
  return {
    sku_id: id,
    name: s?.name ?? '',
    spec_text: s?.spec_text ?? '',
    image: s?.image ?? null,
    code: s?.code ?? String(id),
    barcode: s?.barcode ?? null,
    unit_name: s?.unit_name ?? '',
  };
}

const time = (ctx: RequestContext, value: Date | string) => formatDateTime(value, ctx.session.timeZone)!;

/**
 * One page of a stock view: `SELECT columns FROM from ORDER BY order` limited to the page and the count
 * over `countFrom` (the same rows, fewer joins), sent together; the page's SKUs read once for its rows.
 */
async function sqlPage<R extends { sku_id: number }, T>(
  ctx: RequestContext,
  query: PaginationQuery,
  q: { columns: SQL; from: SQL; countFrom?: SQL; order: SQL; countCap?: number },
  build: (row: R, sku: SkuFields) => T,
): Promise<ListData<T>> {
  const { limit, offset } = pageOf(query);
  const counted = q.countCap === undefined ? sql`SELECT count(*)::int AS total FROM ${q.countFrom ?? q.from}` : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${q.countFrom ?? q.from} LIMIT ${q.countCap}::int) AS capped`;
  const [rows, [{ total }]] = await Promise.all([
    queryRows<R>(ctx.db, sql`SELECT ${q.columns} FROM ${q.from} ORDER BY ${q.order} LIMIT ${limit}::int OFFSET ${offset}::int`),
    queryRows<{ total: number }>(ctx.db, counted),
  ]);
  return listOf(await withSkus(ctx, rows, build), total, query);
}

// ---------- GET /wms/stock ----------

type TotalRow = {
  sku_id: number;
  warehouse_id: number;
  warehouse_name: string;
  on_hand: string;
  reserved: string;
  available: string;
  cost: string;
  value: string;
  safety_stock: string | null;
  upper_limit: string | null;
  updated_at: Date | string;
};

const totalColumns = sql`t.sku_id, t.warehouse_id, w.name AS warehouse_name, t.on_hand::text AS on_hand, t.reserved::text AS reserved,
  (t.on_hand - t.reserved)::text AS available, t.cost::text AS cost, round(t.on_hand * t.cost, 2)::text AS value,
  t.safety_stock::text AS safety_stock, t.upper_limit::text AS upper_limit, t.updated_at`;
const totalJoins = sql`wms_stock_totals AS t JOIN wms_warehouses AS w ON w.id = t.warehouse_id JOIN ${pmsSkus} AS ${skuS} ON ${skuS.id} = t.sku_id`;

const SORTS: Record<StockFilter['sort'], SQL> = {
  code: sql`s.code`,
  on_hand: sql`t.on_hand`,
  available: sql`(t.on_hand - t.reserved)`,
  value: sql`(t.on_hand * t.cost)`,
  updated_at: sql`t.updated_at`,
};

async function stockWhere(ctx: RequestContext, f: StockFilter): Promise<SQL> {
  return where([
    await warehouseScope(ctx, f.warehouse_id, sql`t.warehouse_id`),
    skuIdMatches(ctx, sql`t.sku_id`, f.keyword),
    skuIdInCategory(sql`t.sku_id`, f.category_id),
    f.in_stock === 1 ? sql`t.on_hand <> 0` : undefined,
    f.sku_ids?.length ? sql`t.sku_id = ANY(${intArray(f.sku_ids)})` : undefined,
  ]);
}

const stockOrder = (f: StockFilter) => {
  const direction = f.order === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${SORTS[f.sort]} ${direction}, t.sku_id ${direction}, t.warehouse_id ${direction}`;
};

const toStockRow = (ctx: RequestContext) => (r: TotalRow, sku: SkuFields): StockRow => ({
  ...sku,
  warehouse_id: r.warehouse_id,
  warehouse_name: r.warehouse_name,
  on_hand: r.on_hand,
  reserved: r.reserved,
  available: r.available,
  cost: r.cost,
  value: r.value,
  safety_stock: r.safety_stock,
  upper_limit: r.upper_limit,
  updated_at: time(ctx, r.updated_at),
});

/** GET /wms/stock: SKU × warehouse of the scope's warehouses (sum over locations, as the totals hold it). */
export async function listStock(ctx: RequestContext, query: StockListQuery): Promise<ListData<StockRow>> {
  const w = await stockWhere(ctx, query);
  const page = await sqlPage(
    ctx,
    query,
    { columns: totalColumns, from: sql`${totalJoins} WHERE ${w}`, countFrom: sql`wms_stock_totals AS t WHERE ${w}`, order: stockOrder(query), countCap: STOCK_LIST_COUNT_CAP },
    toStockRow(ctx),
  );
  // what transfer orders have shipped to these rows' warehouses, read for the page's rows only
  const transit = await inTransitTo(ctx, page.list);
  return { ...page, list: page.list.map((r) => ({ ...r, in_transit: transit.get(`${r.sku_id}:${r.warehouse_id}`) ?? '0.000' })) };
}

/** How many SKU × warehouse rows the list's filters hold. */
export async function countStock(ctx: RequestContext, filter: StockFilter): Promise<number> {
  const [{ total }] = await queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM ${totalJoins} WHERE ${await stockWhere(ctx, filter)}`);
  return total;
}

/**
 * The list's rows from `offset` in the list's order: an export's batch (the totals have no single-column key,
 * so the export pages by position).
 */
export async function stockAt(ctx: RequestContext, filter: StockFilter, offset: number, limit: number): Promise<StockRow[]> {
  const rows = await queryRows<TotalRow>(
    ctx.db,
    sql`SELECT ${totalColumns} FROM ${totalJoins} WHERE ${await stockWhere(ctx, filter)} ORDER BY ${stockOrder(filter)} LIMIT ${limit}::int OFFSET ${offset}::int`,
  );
  return withSkus(ctx, rows, toStockRow(ctx));
}

// ---------- GET /wms/stock/history ----------

type MoveRow = Omit<StockMoveRow, 'doc_type_name' | 'created_at' | keyof SkuFields> & { sku_id: number; created_at: Date | string };

const moveColumns = sql`m.id, m.sku_id, m.warehouse_id, w.name AS warehouse_name, m.location_id, l.code AS location_code, m.doc_type, m.doc_id, m.doc_no,
  m.qty::text AS qty, m.balance_after::text AS balance_after, m.unit_cost::text AS unit_cost, m.amount::text AS amount, st.name AS staff_name, m.created_at`;
const moveJoins = sql`wms_stock_moves AS m JOIN wms_warehouses AS w ON w.id = m.warehouse_id JOIN wms_locations AS l ON l.id = m.location_id
  LEFT JOIN staff AS st ON st.id = m.staff_id`;

async function historyWhere(ctx: RequestContext, f: StockHistoryFilter): Promise<SQL> {
  const tz = ctx.session.timeZone;
  if (f.start_date && f.end_date && f.start_date > f.end_date) throw invalidField('end_date', 'wms.date_range_invalid');
  return where([
    await warehouseScope(ctx, f.warehouse_id, sql`m.warehouse_id`),
    f.sku_id ? sql`m.sku_id = ${f.sku_id}::int` : undefined,
    skuIdMatches(ctx, sql`m.sku_id`, f.keyword),
    f.doc_type ? sql`m.doc_type = ${f.doc_type}` : undefined,
    f.start_date ? sql`m.created_at >= (${f.start_date}::date::timestamp AT TIME ZONE ${tz})` : undefined,
    f.end_date ? sql`m.created_at < ((${f.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})` : undefined,
  ]);
}

const docTypeName = (ctx: RequestContext, type: string) => {
  const key = `wms.doc_type.${type}`;
  const text = translate(key as Parameters<typeof translate>[0], ctx.locale);
  return text === key ? type : text;
};

const toMoveRow = (ctx: RequestContext) => (r: MoveRow, sku: SkuFields): StockMoveRow => ({
  ...r,
  ...sku,
  id: Number(r.id),
  doc_type_name: docTypeName(ctx, r.doc_type),
  created_at: time(ctx, r.created_at),
});

/**
 * GET /wms/stock/history: the ledger's moves, newest first; the total counts at most
 * STOCK_HISTORY_COUNT_CAP moves, and pages beyond it are empty (a filter reaches older moves).
 */
export async function listHistory(ctx: RequestContext, query: StockHistoryQuery): Promise<ListData<StockMoveRow>> {
  const w = await historyWhere(ctx, query);
  const { offset } = pageOf(query);
  if (offset >= STOCK_HISTORY_COUNT_CAP) return listOf([], STOCK_HISTORY_COUNT_CAP, query);
  return sqlPage(
    ctx,
    query,
    {
      columns: moveColumns,
      from: sql`${moveJoins} WHERE ${w}`,
      countFrom: sql`wms_stock_moves AS m WHERE ${w}`,
      // the server's time never goes back (no back-dating), so time order is id order, and the
      // (tenant, created_at, id) index serves a date range and this order at once
      order: sql`m.created_at DESC, m.id DESC`,
      countCap: STOCK_HISTORY_COUNT_CAP,
    },
    toMoveRow(ctx),
  );
}

/** How many moves the history's filters hold. */
export async function countHistory(ctx: RequestContext, filter: StockHistoryFilter): Promise<number> {
  const [{ total }] = await queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total FROM wms_stock_moves AS m WHERE ${await historyWhere(ctx, filter)}`);
  return total;
}

/** The history's moves after id `after` (all when null), by id: an export's batch. */
export async function historyAfter(ctx: RequestContext, filter: StockHistoryFilter, after: number | null, limit: number): Promise<StockMoveRow[]> {
  const rows = await queryRows<MoveRow>(
    ctx.db,
    sql`SELECT ${moveColumns} FROM ${moveJoins} WHERE ${await historyWhere(ctx, filter)}${after ? sql` AND m.id > ${after}::bigint` : sql``} ORDER BY m.id LIMIT ${limit}::int`,
  );
  return withSkus(ctx, rows, toMoveRow(ctx));
}

// ---------- GET /wms/stock/location_stock ----------

type LocatedRow = Omit<LocationStockRow, 'updated_at' | keyof SkuFields> & { sku_id: number; updated_at: Date | string };

/** GET /wms/stock/location_stock: on hand per location (rows at zero only with `with_zero`). */
export async function listLocationStock(ctx: RequestContext, query: LocationStockQuery): Promise<ListData<LocationStockRow>> {
  if (query.location_id !== undefined) {
    const [loc] = await ctx.db.select({ warehouseId: locations.warehouseId }).from(locations).where(eq(locations.id, query.location_id));
    if (!loc || (query.warehouse_id !== undefined && loc.warehouseId !== query.warehouse_id)) throw invalidField('location_id', 'wms.location_not_found');
    await checkWarehouse(ctx, loc.warehouseId, 'location_id');
  }
  const w = where([
    await warehouseScope(ctx, query.warehouse_id),
    query.location_id !== undefined ? sql`k.location_id = ${query.location_id}::int` : undefined,
    skuIdMatches(ctx, sql`k.sku_id`, query.keyword),
    query.with_zero === 1 ? undefined : sql`k.on_hand <> 0`,
  ]);
  const from = sql`wms_stock AS k JOIN wms_warehouses AS w ON w.id = k.warehouse_id JOIN wms_locations AS l ON l.id = k.location_id WHERE ${w}`;
  return sqlPage<LocatedRow, LocationStockRow>(
    ctx,
    query,
    {
      columns: sql`k.sku_id, k.warehouse_id, w.name AS warehouse_name, k.location_id, l.code AS location_code, k.on_hand::text AS on_hand, k.updated_at`,
      from,
      order: sql`w.sort, w.id, l.code, k.sku_id`,
    },
    (r, sku) => ({ ...r, ...sku, updated_at: time(ctx, r.updated_at) }),
  );
}

// ---------- safety stock: PUT /wms/stock/alert, GET /wms/stock/danger, GET /wms/stock/lack ----------

/**
 * PUT /wms/stock/alert: a SKU's safety and upper limits in a warehouse, kept on its totals row (created at
 * zero when the SKU never had stock there; only the limit columns are written, under that row's lock).
 */
export async function setStockAlert(ctx: RequestContext, body: StockAlertBody): Promise<StockRow> {
  await checkWarehouse(ctx, body.warehouse_id);
  const sku = await readSkus(ctx, [body.sku_id]);
  if (!sku.has(body.sku_id)) throw invalidField('sku_id', 'wms.sku_not_found');
  await queryRows(
    ctx.db,
    sql`INSERT INTO wms_stock_totals (tenant_id, sku_id, warehouse_id, safety_stock, upper_limit)
        VALUES (${ctx.tenantId}::int, ${body.sku_id}::int, ${body.warehouse_id}::int, ${body.safety_stock}::numeric, ${body.upper_limit}::numeric)
        ON CONFLICT (sku_id, warehouse_id, tenant_id) DO UPDATE SET safety_stock = excluded.safety_stock, upper_limit = excluded.upper_limit`,
  );
  ctx.audit.targetId = body.sku_id;
  const [row] = await queryRows<TotalRow>(
    ctx.db,
    sql`SELECT ${totalColumns} FROM ${totalJoins} WHERE t.sku_id = ${body.sku_id}::int AND t.warehouse_id = ${body.warehouse_id}::int`,
  );
  return (await withSkus(ctx, [row], toStockRow(ctx)))[0];
}

/** Below safety: available (on hand − reserved) under the safety stock set for the SKU and warehouse. */
export const BELOW_SAFETY = sql`t.safety_stock IS NOT NULL AND t.on_hand - t.reserved < t.safety_stock`;

/** Above the upper limit: on hand (what the warehouse holds, reserved or not) over the limit set for the SKU and warehouse. */
export const ABOVE_UPPER = sql`t.upper_limit IS NOT NULL AND t.on_hand > t.upper_limit`;

/**
 * GET /wms/stock/danger: rows below safety, the largest shortfall first; `over=1`: rows above their upper
 * limit, the largest excess first; `all=1`: every row with limits.
 */
export async function listDanger(ctx: RequestContext, query: StockDangerQuery): Promise<ListData<StockDangerRow>> {
  const w = where([
    await warehouseScope(ctx, query.warehouse_id),
    skuIdMatches(ctx, sql`t.sku_id`, query.keyword),
    query.all === 1 ? sql`(t.safety_stock IS NOT NULL OR t.upper_limit IS NOT NULL)` : query.over === 1 ? ABOVE_UPPER : BELOW_SAFETY,
  ]);
  const shortfall = sql`greatest(coalesce(t.safety_stock, 0) - (t.on_hand - t.reserved), 0)`;
  const excess = sql`CASE WHEN t.upper_limit IS NULL THEN 0 ELSE greatest(t.on_hand - t.upper_limit, 0) END`;
  return sqlPage<TotalRow & { shortfall: string; excess: string }, StockDangerRow>(
    ctx,
    query,
    {
      columns: sql`${totalColumns}, ${shortfall}::text AS shortfall, ${excess}::text AS excess`,
      from: sql`${totalJoins} WHERE ${w}`,
      order: query.over === 1 && query.all !== 1 ? sql`${excess} DESC, s.code, t.warehouse_id` : sql`${shortfall} DESC, s.code, t.warehouse_id`,
    },
    (r, sku) => ({ ...toStockRow(ctx)(r, sku), shortfall: r.shortfall, excess: r.excess }),
  );
}

/**
 * GET /wms/stock/lack: SKU × warehouse whose on hand falls short of the open demand: the open quantities
 * of its reservations (audited orders' lines) plus the order source's pending demand (orders not yet audited). Reservations are taken only against available stock, so a lack
 * appears when stock leaves after reserving (a count, negative stock allowed); empty until orders reserve.
 */
export async function listLack(ctx: RequestContext, query: StockLackQuery): Promise<ListData<StockLackRow>> {
  const w = where([await warehouseScope(ctx, query.warehouse_id), skuIdMatches(ctx, sql`d.sku_id`, query.keyword)]);
  // orders pending audit reserve nothing yet; the order source tells their demand (picking README)
  const orders = registeredSaleOrderSource();
  const stores = ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds;
  const pending = orders ? (await Promise.all(stores.map((storeId) => orders.pendingDemand(ctx, { storeId, warehouseId: query.warehouse_id })))).flat() : [];
  const from = sql`(SELECT x.sku_id, x.warehouse_id, sum(x.qty) AS demand FROM (
      SELECT r.sku_id, r.warehouse_id, r.qty FROM wms_reservations AS r WHERE r.qty > 0
      UNION ALL SELECT p.sku_id, p.warehouse_id, p.qty FROM unnest(${`{${pending.map((p) => p.skuId).join(',')}}`}::int[],
        ${`{${pending.map((p) => p.warehouseId).join(',')}}`}::int[], ${`{${pending.map((p) => p.baseQty).join(',')}}`}::numeric[]) AS p(sku_id, warehouse_id, qty)
    ) AS x GROUP BY x.sku_id, x.warehouse_id) AS d
    JOIN wms_warehouses AS w ON w.id = d.warehouse_id
    LEFT JOIN wms_stock_totals AS t ON t.sku_id = d.sku_id AND t.warehouse_id = d.warehouse_id`;
  const onHand = sql`coalesce(t.on_hand, 0)`;
  return sqlPage<Omit<StockLackRow, keyof SkuFields> & { sku_id: number }, StockLackRow>(
    ctx,
    query,
    {
      columns: sql`d.sku_id, d.warehouse_id, w.name AS warehouse_name, ${onHand}::text AS on_hand, (${onHand} - coalesce(t.reserved, 0))::text AS available,
        d.demand::text AS demand, (d.demand - ${onHand})::text AS lack`,
      from: sql`${from} WHERE ${w} AND ${onHand} < d.demand`,
      order: sql`d.demand - ${onHand} DESC, d.sku_id, d.warehouse_id`,
    },
    (r, sku) => ({ ...r, ...sku }),
  );
}

// ---------- GET /wms/stock/available ----------

/**
 * What each SKU may still take from a warehouse the caller sees (422 `warehouse_id` otherwise): on hand −
 * reserved, base unit, 0 for a SKU never stocked there — the transfer and order forms' hints, read in the
 * order the ids were given. `except` adds back the open reservations of one source, so a document being
 * edited is not short of what it holds itself (oms passes the order being edited).
 */
export async function availableStock(ctx: RequestContext, warehouseId: number, skuIds: readonly number[], except?: ReservationSourceRef): Promise<AvailableStockRow[]> {
  await checkWarehouse(ctx, warehouseId);
  const own = except
    ? sql`(SELECT r.sku_id, sum(r.qty) AS qty FROM wms_reservations AS r
            WHERE r.source_type = ${except.sourceType} AND r.source_id = ${except.sourceId}::int AND r.warehouse_id = ${warehouseId}::int GROUP BY r.sku_id)`
    : sql`(SELECT NULL::int AS sku_id, 0::numeric AS qty WHERE false)`;
  const rows = await queryRows<{ sku_id: number; on_hand: string; reserved: string; available: string }>(
    ctx.db,
    sql`SELECT s.id AS sku_id, round(coalesce(t.on_hand, 0), 3)::text AS on_hand, round(coalesce(t.reserved, 0) - coalesce(o.qty, 0), 3)::text AS reserved,
               round(coalesce(t.on_hand, 0) - coalesce(t.reserved, 0) + coalesce(o.qty, 0), 3)::text AS available
          FROM unnest(${intArray([...new Set(skuIds)])}) WITH ORDINALITY AS s(id, at)
          LEFT JOIN wms_stock_totals AS t ON t.sku_id = s.id AND t.warehouse_id = ${warehouseId}::int
          LEFT JOIN ${own} AS o ON o.sku_id = s.id
         ORDER BY s.at`,
  );
  return rows.map((r) => ({ ...r, sku_id: Number(r.sku_id), warehouse_id: warehouseId }));
}
