import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import {
  STOCK_COUNT_STATES,
  StockCountScope,
  StockCountStatus,
  type CountStockInput,
  type RecountInput,
  type StockCountDetail,
  type StockCountInput,
  type StockCountLine,
  type StockCountStateAction,
  type StockCountStatusValue,
  type UpdateStockCountInput,
} from '@tradewind/contract/wms/stock-count.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { lockDocument, requireState, transition, type DocumentTable, type LockedDocument } from '@/core/documents/transition';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { conflict, invalidField, noPermission, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { categories as pmsCategories, skus as pmsSkus, spus, units } from '@/modules/pms';
import { intArray, ownStores } from '../picking/picking-scope';
import { lockTotals, postStockMoves } from '../stock/posting';
import { bookVisible, getStockCount, jsonArray, readHeader, readLines, toLine } from './stock-count.read';
import { refuseUnknownIds } from '@/core/http/id-list';

const categoryC = alias(pmsCategories, 'c');
const skuKs = alias(pmsSkus, 'ks');
const skuS = alias(pmsSkus, 's');
const skuSk = alias(pmsSkus, 'sk');
const spuKp = alias(spus, 'kp');
const unitU = alias(units, 'u');

/**
 * Stock counts (盘点单), docs/trading-model.md §3, README "Stock counts": draft (scope) → counting (book frozen, clerks
 * count on the counting page) → submitted (→ recount of chosen lines) → audited (differences posted through
 * the ledger's one writer, doc type stock_count) / cancelled before audit.
 */
const S = StockCountStatus;

// ---- draft ----

type WarehouseRow = { id: number; store_id: number; status: number };

/** Checks a draft's scope (422 on the field): the warehouse of the caller's stores and enabled, its live locations and zones, the tenant's categories. */
async function checkScope(ctx: RequestContext, input: StockCountInput): Promise<{ warehouse: WarehouseRow; zones: string[]; locationIds: number[]; categoryIds: number[] }> {
  const warehouse = await queryOne<WarehouseRow>(ctx.db, sql`SELECT id, store_id, status FROM wms_warehouses WHERE id = ${input.warehouse_id} AND store_id = ANY(${ownStores(ctx)}::int[])`);
  if (!warehouse) throw invalidField('warehouse_id', 'wms.warehouse_not_found');
  if (warehouse.status !== 1) throw invalidField('warehouse_id', 'wms.warehouse_disabled');
  const zones = input.scope_type === StockCountScope.zones ? [...new Set(input.zones)] : [];
  // every location given is checked, whatever the scope: an unknown one is refused, never dropped
  const givenLocations = input.location_ids;
  const locationIds = input.scope_type === StockCountScope.locations ? [...new Set(givenLocations)] : [];
  const categoryIds = [...new Set(input.category_ids)];
  const [places, zoneRows, categories] = await Promise.all([
    givenLocations.length
      ? queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_locations WHERE id = ANY(${intArray(givenLocations)}::int[]) AND warehouse_id = ${warehouse.id} AND deleted_at IS NULL`)
      : Promise.resolve([]),
    zones.length
      ? queryRows<{ zone: string }>(ctx.db, sql`SELECT DISTINCT zone FROM wms_locations WHERE warehouse_id = ${warehouse.id} AND deleted_at IS NULL AND zone IS NOT NULL`)
      : Promise.resolve([]),
    categoryIds.length ? queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM ${pmsCategories} WHERE id = ANY(${intArray(categoryIds)}::int[])`) : Promise.resolve([]),
  ]);
  refuseUnknownIds('location_ids', givenLocations, places.map((p) => Number(p.id)), 'wms.location_ids_unknown', { each: true });
  const zoneSet = new Set(zoneRows.map((z) => z.zone));
  const badZone = zones.findIndex((z) => !zoneSet.has(z));
  if (badZone >= 0) throw invalidField(`zones.${badZone}`, 'wms.count_zone_invalid');
  refuseUnknownIds('category_ids', input.category_ids, categories.map((c) => Number(c.id)), 'wms.count_category_not_found', { each: true });
  return { warehouse, zones, locationIds, categoryIds };
}

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export async function createStockCount(ctx: RequestContext, input: StockCountInput): Promise<StockCountDetail> {
  const scope = await checkScope(ctx, input);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_stock_counts (tenant_id, store_id, warehouse_id, scope_type, zones, location_ids, category_ids, blind, remark, created_by)
        VALUES (${ctx.tenantId}, ${scope.warehouse.store_id}, ${scope.warehouse.id}, ${input.scope_type}, ${textArray(scope.zones)}::varchar[],
                ${intArray(scope.locationIds)}::int[], ${intArray(scope.categoryIds)}::int[], ${input.blind}, ${input.remark}, ${ctx.staffId})
        RETURNING id`,
  );
  const id = row!.id;
  await writeDocumentLog(ctx.db, { type: 'stock_count', id, action: 'create', from: null, to: S.draft, by: actorOf(ctx) });
  const number = await takeDocumentNumber(ctx.db, 'stock_count', { timeZone: ctx.session.timeZone });
  await ctx.db.execute(sql`UPDATE wms_stock_counts SET number = ${number} WHERE id = ${id}`);
  return getStockCount(ctx, id);
}

type LockedCount = { id: number; number: string; status: StockCountStatusValue; warehouse_id: number; scope_type: number; zones: string[] | string; location_ids: number[] | string; category_ids: number[] | string; start_move_id: string | null; recount_round: number; blind: number };

const NOT_IN_STATE: Record<StockCountStateAction, string> = {
  update: 'wms.count_not_draft',
  start: 'wms.count_not_draft',
  count: 'wms.count_not_counting',
  submit: 'wms.count_not_counting',
  recount: 'wms.count_not_submitted',
  audit: 'wms.count_not_submitted',
  cancel: 'wms.count_not_open',
};

const inOwnStores = (ctx: RequestContext) => sql`store_id = ANY(${ownStores(ctx)}::int[])`;

/** The counts' table as their state changes see it: the caller's stores (404), 409 naming what the action needs. */
const COUNTS: DocumentTable<StockCountStateAction> = {
  type: 'stock_count',
  table: 'wms_stock_counts',
  states: STOCK_COUNT_STATES,
  scope: inOwnStores,
  notFound: 'wms.count_not_found',
  conflict: (_ctx, _status, action) => conflict(NOT_IN_STATE[action]),
};

const COUNT_COLUMNS = sql`coalesce(number, '') AS number, warehouse_id, scope_type, to_json(zones) AS zones, to_json(location_ids) AS location_ids,
  to_json(category_ids) AS category_ids, start_move_id::text AS start_move_id, recount_round, blind`;

/**
 * The count under `FOR UPDATE` in a state `action` starts from; counting takes it `FOR SHARE` instead (clerks
 * count at once; submit and audit wait for saves in flight). In the caller's stores (404 otherwise).
 */
async function lockCount(ctx: RequestContext, id: number, action: StockCountStateAction): Promise<LockedDocument<LockedCount>> {
  if (action !== 'count') return lockDocument<StockCountStateAction, LockedCount>(ctx, COUNTS, action, id, COUNT_COLUMNS);
  const row = await queryOne<LockedCount>(ctx.db, sql`SELECT id, status, ${COUNT_COLUMNS} FROM wms_stock_counts WHERE id = ${id} AND ${inOwnStores(ctx)} FOR SHARE`);
  if (!row) throw notFound(COUNTS.notFound);
  requireState(ctx, COUNTS, 'count', row.status);
  return row;
}

export async function updateStockCount(ctx: RequestContext, input: UpdateStockCountInput): Promise<StockCountDetail> {
  const count = await lockCount(ctx, input.id, 'update');
  const scope = await checkScope(ctx, input);
  await ctx.db.execute(
    sql`UPDATE wms_stock_counts SET store_id = ${scope.warehouse.store_id}, warehouse_id = ${scope.warehouse.id}, scope_type = ${input.scope_type},
          zones = ${textArray(scope.zones)}::varchar[], location_ids = ${intArray(scope.locationIds)}::int[], category_ids = ${intArray(scope.categoryIds)}::int[],
          blind = ${input.blind}, remark = ${input.remark}, updated_at = now() WHERE id = ${input.id}`,
  );
  await transition(ctx, COUNTS, 'update', count);
  return getStockCount(ctx, input.id);
}

// ---- start ----

/** The scope's locations: live locations of the warehouse, narrowed to the zones or the chosen ones. */
function scopeLocations(count: LockedCount): SQL {
  const zones = jsonArray(count.zones);
  const ids = jsonArray(count.location_ids).map(Number);
  return sql`SELECT l.id FROM wms_locations AS l WHERE l.warehouse_id = ${count.warehouse_id} AND l.deleted_at IS NULL
    ${count.scope_type === StockCountScope.zones ? sql`AND l.zone = ANY(${textArray(zones)}::varchar[])` : sql``}
    ${count.scope_type === StockCountScope.locations ? sql`AND l.id = ANY(${intArray(ids)}::int[])` : sql``}`;
}

/** The chosen categories and every category under them (the tree is 3 levels deep; empty: every SKU). */
async function expandCategories(ctx: RequestContext, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`WITH RECURSIVE tree AS (
          SELECT id FROM ${pmsCategories} WHERE id = ANY(${intArray(ids)}::int[])
          UNION SELECT ${categoryC.id} FROM ${pmsCategories} AS ${categoryC} JOIN tree ON ${categoryC.parentId} = tree.id
        ) SELECT id FROM tree ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

const inCategories = (categoryIds: readonly number[], skuColumn: SQL) =>
  categoryIds.length
    ? sql`AND EXISTS (SELECT 1 FROM ${pmsSkus} AS ${skuKs} JOIN ${spus} AS ${spuKp} ON ${spuKp.id} = ${skuKs.spuId} WHERE ${skuKs.id} = ${skuColumn} AND ${spuKp.categoryId} = ANY(${intArray(categoryIds)}::int[]))`
    : sql``;

/**
 * Draft → counting: freezes the book. The (SKU, warehouse) balances of the scope are locked (as a posting
 * locks them), so no posting of them is half-done; then the ledger's last move id is taken and a line is
 * made per SKU × location of the scope holding stock, its book = on-hand. A later move of these SKUs has a
 * larger id: it shows as the line's later moves. 409 when another count holds one of the locations, or the
 * scope holds no stock.
 */
export async function startStockCount(ctx: RequestContext, id: number, remark: string | null): Promise<StockCountDetail> {
  const count = await lockCount(ctx, id, 'start');
  const categoryIds = await expandCategories(ctx, jsonArray(count.category_ids).map(Number));
  const locationIds = (await queryRows<{ id: number }>(ctx.db, scopeLocations(count))).map((r) => r.id);
  if (locationIds.length === 0) throw conflict('wms.count_nothing_in_scope');
  const busy = await queryOne<{ code: string; number: string }>(
    ctx.db,
    sql`SELECT l.code, coalesce(c.number, '') AS number FROM wms_stock_count_locks AS k JOIN wms_stock_counts AS c ON c.id = k.count_id JOIN wms_locations AS l ON l.id = k.location_id
         WHERE k.location_id = ANY(${intArray(locationIds)}::int[]) AND k.count_id <> ${id} LIMIT 1`,
  );
  if (busy) throw conflict('wms.count_location_busy', { location: busy.code, number: busy.number });
  const locs = intArray(locationIds);
  const pairs = await queryRows<{ sku_id: number }>(
    ctx.db,
    sql`SELECT DISTINCT s.sku_id FROM wms_stock AS s WHERE s.warehouse_id = ${count.warehouse_id} AND s.location_id = ANY(${locs}::int[]) AND s.on_hand <> 0 ${inCategories(categoryIds, sql`s.sku_id`)}`,
  );
  if (pairs.length === 0) throw conflict('wms.count_nothing_in_scope');
  await lockTotals(ctx, pairs.map((p) => ({ skuId: p.sku_id, warehouseId: count.warehouse_id })));
  const last = await queryOne<{ id: string }>(ctx.db, sql`SELECT coalesce(max(id), 0)::text AS id FROM wms_stock_moves`);
  await ctx.db.execute(
    sql`INSERT INTO wms_stock_count_items (tenant_id, count_id, sku_id, location_id, book_qty, sort)
        SELECT ${ctx.tenantId}, ${id}, s.sku_id, s.location_id, s.on_hand, row_number() OVER (ORDER BY l.code, ${skuSk.code})
          FROM wms_stock AS s JOIN wms_locations AS l ON l.id = s.location_id JOIN ${pmsSkus} AS ${skuSk} ON ${skuSk.id} = s.sku_id
         WHERE s.warehouse_id = ${count.warehouse_id} AND s.location_id = ANY(${locs}::int[]) AND s.on_hand <> 0 ${inCategories(categoryIds, sql`s.sku_id`)}`,
  );
  await ctx.db.execute(sql`INSERT INTO wms_stock_count_locks (tenant_id, count_id, location_id) SELECT ${ctx.tenantId}, ${id}, unnest(${locs}::int[])`);
  await transition(ctx, COUNTS, 'start', count, {
    set: sql`start_move_id = ${last!.id}::bigint, scope_category_ids = ${intArray(categoryIds)}::int[], started_by = ${ctx.staffId}::int, started_at = now()`,
    remark,
  });
  return getStockCount(ctx, id);
}

// ---- counting ----

type ItemRow = { id: number; sku_id: number; location_id: number; recount: number; allow_decimal: number };

/**
 * Saves counted quantities (`PUT /wms/stock_count/{id}/count`, clerks at once: the count is read under
 * `FOR SHARE`, so submit and audit wait for saves in flight and saves wait for them). Each line records who
 * and when (the last save wins) and adds a row to the line's history. While recounting, only the lines sent
 * back may be counted. A SKU found on a location of the scope without a line gets one (`added`), its book =
 * its on-hand at the start (on-hand now less the moves since, under the balance's lock).
 */
export async function countStock(ctx: RequestContext, id: number, input: CountStockInput): Promise<StockCountLine[]> {
  const count = await lockCount(ctx, id, 'count');
  const recounting = count.recount_round > 0;
  const ids = input.lines.map((l) => l.id).filter((v): v is number => typeof v === 'number');
  const items = new Map(
    (ids.length
      ? await queryRows<ItemRow>(
          ctx.db,
          sql`SELECT i.id, i.sku_id, i.location_id, i.recount, ${unitU.allowDecimal} FROM wms_stock_count_items AS i JOIN ${pmsSkus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId}
               WHERE i.count_id = ${id} AND i.id = ANY(${intArray(ids)}::int[])`,
        )
      : []
    ).map((r) => [r.id, r]),
  );
  const saved: number[] = [];
  for (const [i, line] of input.lines.entries()) {
    let item: ItemRow | undefined;
    if (line.id) {
      item = items.get(line.id);
      if (!item) throw invalidField(`lines.${i}.id`, 'wms.count_line_not_found');
    } else {
      item = await lineOf(ctx, count, line.sku_id!, line.location_id!, i);
    }
    if (recounting && item.recount !== 1) throw conflict('wms.count_line_not_recount');
    if (item.allow_decimal !== 1 && line.qty.includes('.') && !/^\d+\.0*$/.test(line.qty)) throw invalidField(`lines.${i}.qty`, 'wms.count_qty_no_decimals');
    await ctx.db.execute(sql`UPDATE wms_stock_count_items SET counted_qty = ${line.qty}::numeric, counted_by = ${ctx.staffId}, counted_at = now() WHERE id = ${item.id}`);
    await ctx.db.execute(
      sql`INSERT INTO wms_stock_count_records (tenant_id, count_id, item_id, qty, round, staff_id, staff_name)
          VALUES (${ctx.tenantId}, ${id}, ${item.id}, ${line.qty}::numeric, ${count.recount_round}, ${ctx.staffId}, ${ctx.session.name.slice(0, 50)})`,
    );
    saved.push(item.id);
  }
  const header = await readHeader(ctx, id);
  const visible = bookVisible(ctx, header.blind);
  return (await readLines(ctx, id, saved)).map((l) => toLine(ctx, l, visible));
}

/**
 * 未盘行按账面数填充 (`PUT /wms/stock_count/{id}/fill_book`, permission as for counting): every line still
 * uncounted takes its book quantity as it stands now — frozen book + later moves, the expected quantity the
 * pages show, so its difference is 0 (never below 0: a negative balance fills as 0) — recorded as a count by
 * the caller (who, when, a history row) and in the document log with how many lines. Lines already counted
 * keep their values; a clerk saving a line at the same moment wins (the update skips a line counted since).
 * A blind count hides the book from counters: filling it needs `wms:stock_count:book` too (402). Nothing
 * uncounted: 409.
 */
export async function fillUncountedWithBook(ctx: RequestContext, id: number, remark: string | null): Promise<StockCountDetail> {
  const count = await lockCount(ctx, id, 'count');
  const header = await readHeader(ctx, id);
  if (!bookVisible(ctx, header.blind)) throw noPermission('wms.count_fill_book_blind');
  const filled = await queryOne<{ n: number }>(
    ctx.db,
    sql`WITH filled AS (
          UPDATE wms_stock_count_items AS i
             SET counted_qty = greatest(i.book_qty + coalesce((
                   SELECT sum(mv.qty) FROM wms_stock_moves AS mv
                    WHERE mv.warehouse_id = ${count.warehouse_id} AND mv.sku_id = i.sku_id AND mv.location_id = i.location_id
                      AND mv.id > ${count.start_move_id}::bigint AND NOT (mv.doc_type = 'stock_count' AND mv.doc_id = ${id}::int)), 0), 0),
                 counted_by = ${ctx.staffId}, counted_at = now()
           WHERE i.count_id = ${id} AND i.counted_qty IS NULL
          RETURNING i.id, i.counted_qty
        ), recorded AS (
          INSERT INTO wms_stock_count_records (tenant_id, count_id, item_id, qty, round, staff_id, staff_name)
          SELECT ${ctx.tenantId}, ${id}, f.id, f.counted_qty, ${count.recount_round}, ${ctx.staffId}, ${ctx.session.name.slice(0, 50)} FROM filled AS f
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM recorded`,
  );
  const n = filled?.n ?? 0;
  if (n === 0) throw conflict('wms.count_nothing_uncounted');
  const note = translate('wms.count_fill_book_log', ctx.locale, { count: n });
  await writeDocumentLog(ctx.db, { type: 'stock_count', id, action: 'fill_book', from: S.counting, to: S.counting, remark: remark ? `${note} · ${remark}` : note, by: actorOf(ctx) });
  return getStockCount(ctx, id);
}

/** The line of a SKU at a location, made when the book had none (422 on the line when outside the scope). */
async function lineOf(ctx: RequestContext, count: LockedCount, skuId: number, locationId: number, i: number): Promise<ItemRow> {
  const existing = await queryOne<ItemRow>(
    ctx.db,
    sql`SELECT i.id, i.sku_id, i.location_id, i.recount, ${unitU.allowDecimal} FROM wms_stock_count_items AS i JOIN ${pmsSkus} AS ${skuS} ON ${skuS.id} = i.sku_id JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId}
         WHERE i.count_id = ${count.id} AND i.sku_id = ${skuId} AND i.location_id = ${locationId}`,
  );
  if (existing) return existing;
  const scoped = await queryOne<{ id: number }>(ctx.db, sql`SELECT location_id AS id FROM wms_stock_count_locks WHERE count_id = ${count.id} AND location_id = ${locationId}`);
  if (!scoped) throw invalidField(`lines.${i}.location_id`, 'wms.count_location_out_of_scope');
  const categories = await queryOne<{ ids: number[] | string }>(ctx.db, sql`SELECT to_json(scope_category_ids) AS ids FROM wms_stock_counts WHERE id = ${count.id}`);
  const categoryIds = jsonArray(categories!.ids).map(Number);
  const sku = await queryOne<{ id: number; allow_decimal: number }>(
    ctx.db,
    sql`SELECT ${skuS.id}, ${unitU.allowDecimal} FROM ${pmsSkus} AS ${skuS} JOIN ${units} AS ${unitU} ON ${unitU.id} = ${skuS.unitId} WHERE ${skuS.id} = ${skuId} ${inCategories(categoryIds, sql`s.id`)}`,
  );
  if (!sku) throw invalidField(`lines.${i}.sku_id`, 'wms.count_sku_out_of_scope');
  await lockTotals(ctx, [{ skuId, warehouseId: count.warehouse_id }]);
  const row = await queryOne<{ id: number }>(
    ctx.db,
    sql`INSERT INTO wms_stock_count_items (tenant_id, count_id, sku_id, location_id, book_qty, added, sort)
        SELECT ${ctx.tenantId}, ${count.id}, ${skuId}, ${locationId},
               coalesce((SELECT on_hand FROM wms_stock WHERE sku_id = ${skuId} AND warehouse_id = ${count.warehouse_id} AND location_id = ${locationId}), 0)
               - coalesce((SELECT sum(qty) FROM wms_stock_moves WHERE warehouse_id = ${count.warehouse_id} AND sku_id = ${skuId} AND location_id = ${locationId} AND id > ${count.start_move_id}::bigint), 0),
               1, (SELECT coalesce(max(sort), 0) + 1 FROM wms_stock_count_items WHERE count_id = ${count.id})
        ON CONFLICT (count_id, location_id, sku_id, tenant_id) DO UPDATE SET added = 1
        RETURNING id`,
  );
  return { id: row!.id, sku_id: skuId, location_id: locationId, recount: 0, allow_decimal: sku.allow_decimal };
}

// ---- submit, recount, audit, cancel ----

/** Counting → submitted: every line counted (409 with how many are not). */
export async function submitStockCount(ctx: RequestContext, id: number, remark: string | null): Promise<StockCountDetail> {
  const count = await lockCount(ctx, id, 'submit');
  const open = await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM wms_stock_count_items WHERE count_id = ${id} AND counted_qty IS NULL`);
  if (open && open.n > 0) throw conflict('wms.count_uncounted', { count: open.n });
  await ctx.db.execute(sql`UPDATE wms_stock_count_items SET recount = 0 WHERE count_id = ${id} AND recount = 1`);
  await transition(ctx, COUNTS, 'submit', count, { set: sql`submitted_by = ${ctx.staffId}::int, submitted_at = now()`, remark });
  return getStockCount(ctx, id);
}

/** Submitted → counting for the chosen lines only: their counts are cleared (kept in the history), a new round starts. */
export async function recountStockCount(ctx: RequestContext, id: number, input: RecountInput): Promise<StockCountDetail> {
  const count = await lockCount(ctx, id, 'recount');
  const chosen = [...new Set(input.item_ids)];
  const found = new Set(
    (await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_stock_count_items WHERE count_id = ${id} AND id = ANY(${intArray(chosen)}::int[])`)).map((r) => r.id),
  );
  refuseUnknownIds('item_ids', input.item_ids, found, 'wms.count_line_ids_unknown', { each: true });
  await ctx.db.execute(
    sql`UPDATE wms_stock_count_items SET recount = 1, counted_qty = NULL, counted_by = NULL, counted_at = NULL WHERE count_id = ${id} AND id = ANY(${intArray(chosen)}::int[])`,
  );
  const note = translate('wms.count_recount_log', ctx.locale, { count: chosen.length });
  await transition(ctx, COUNTS, 'recount', count, { set: sql`recount_round = recount_round + 1`, remark: input.remark ? `${note} · ${input.remark}` : note });
  return getStockCount(ctx, id);
}

type AuditLine = { id: number; sku_id: number; location_id: number; book: string; counted: string; on_hand: string; cost: string };

/**
 * Submitted → audited: under the count's lock and the balances' locks (a second audit waits, then 409),
 * each line's difference is counted − on-hand now (= frozen book + later moves, the ledger's sum), so the
 * shelf quantity is what stock shows afterwards; the non-zero ones post through postStockMoves (doc type
 * stock_count: gains +, at the current average cost; losses −, at the current cost). The lines keep the
 * later moves, difference, unit cost and value posted; the count its totals; the locations are unlocked.
 */
export async function auditStockCount(ctx: RequestContext, id: number, remark: string | null): Promise<StockCountDetail> {
  const count = await lockCount(ctx, id, 'audit');
  const skus = await queryRows<{ sku_id: number }>(ctx.db, sql`SELECT DISTINCT sku_id FROM wms_stock_count_items WHERE count_id = ${id} ORDER BY sku_id`);
  await lockTotals(ctx, skus.map((s) => ({ skuId: s.sku_id, warehouseId: count.warehouse_id })));
  const lines = await queryRows<AuditLine>(
    ctx.db,
    sql`SELECT i.id, i.sku_id, i.location_id, i.book_qty::text AS book, i.counted_qty::text AS counted,
               coalesce(s.on_hand, 0)::text AS on_hand, coalesce(t.cost, 0)::text AS cost
          FROM wms_stock_count_items AS i
          LEFT JOIN wms_stock AS s ON s.sku_id = i.sku_id AND s.warehouse_id = ${count.warehouse_id} AND s.location_id = i.location_id
          LEFT JOIN wms_stock_totals AS t ON t.sku_id = i.sku_id AND t.warehouse_id = ${count.warehouse_id}
         WHERE i.count_id = ${id} ORDER BY i.sort, i.id`,
  );
  const diffs = await queryRows<{ id: number; diff: string }>(
    ctx.db,
    sql`SELECT x.id, (x.counted - x.on_hand)::text AS diff FROM unnest(${intArray(lines.map((l) => l.id))}::int[], ${`{${lines.map((l) => l.counted).join(',')}}`}::numeric[],
          ${`{${lines.map((l) => l.on_hand).join(',')}}`}::numeric[]) AS x(id, counted, on_hand)`,
  );
  const diffOf = new Map(diffs.map((d) => [d.id, d.diff]));
  const moving = lines.filter((l) => /[1-9]/.test(diffOf.get(l.id) ?? '0'));
  const posted = await postStockMoves(ctx, {
    docType: StockDocType.stockCount,
    docId: id,
    docNo: count.number,
    lines: moving.map((l) => ({ itemId: l.id, skuId: l.sku_id, warehouseId: count.warehouse_id, locationId: l.location_id, qty: diffOf.get(l.id)! })),
  });
  const byItem = new Map(posted.map((m) => [m.itemId, m]));
  await ctx.db.execute(
    sql`UPDATE wms_stock_count_items AS i
           SET moved_qty = x.on_hand - i.book_qty, diff_qty = x.counted - x.on_hand, unit_cost = x.cost, diff_amount = x.amount
          FROM unnest(${intArray(lines.map((l) => l.id))}::int[], ${`{${lines.map((l) => l.counted).join(',')}}`}::numeric[], ${`{${lines.map((l) => l.on_hand).join(',')}}`}::numeric[],
                      ${`{${lines.map((l) => byItem.get(l.id)?.unitCost ?? l.cost).join(',')}}`}::numeric[], ${`{${lines.map((l) => byItem.get(l.id)?.amount ?? '0').join(',')}}`}::numeric[])
               AS x(id, counted, on_hand, cost, amount)
         WHERE i.id = x.id`,
  );
  await ctx.db.execute(
    sql`UPDATE wms_stock_counts AS c SET gain_qty = coalesce(t.gain_qty, 0), loss_qty = coalesce(t.loss_qty, 0), gain_amount = coalesce(t.gain_amount, 0), loss_amount = coalesce(t.loss_amount, 0)
          FROM (SELECT sum(diff_qty) FILTER (WHERE diff_qty > 0) AS gain_qty, -sum(diff_qty) FILTER (WHERE diff_qty < 0) AS loss_qty,
                       sum(diff_amount) FILTER (WHERE diff_qty > 0) AS gain_amount, -sum(diff_amount) FILTER (WHERE diff_qty < 0) AS loss_amount
                  FROM wms_stock_count_items WHERE count_id = ${id}) AS t
         WHERE c.id = ${id}`,
  );
  await ctx.db.execute(sql`DELETE FROM wms_stock_count_locks WHERE count_id = ${id}`);
  await transition(ctx, COUNTS, 'audit', count, { set: sql`audited_by = ${ctx.staffId}::int, audited_at = now()`, remark });
  return getStockCount(ctx, id);
}

/** Draft, counting or submitted → cancelled: nothing posted; the locations are unlocked. */
export async function cancelStockCount(ctx: RequestContext, id: number, remark: string | null): Promise<StockCountDetail> {
  const count = await lockCount(ctx, id, 'cancel');
  await ctx.db.execute(sql`DELETE FROM wms_stock_count_locks WHERE count_id = ${id}`);
  await transition(ctx, COUNTS, 'cancel', count, { remark });
  return getStockCount(ctx, id);
}
