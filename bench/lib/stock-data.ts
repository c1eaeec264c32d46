import { sql } from 'drizzle-orm';
import { StockDocType } from '@tradewind/contract/wms/stock.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';

/** A warehouse of the bench tenant and its locations. */
export type Place = { warehouseId: number; locationIds: number[] };

export type GoodsShape = { skus: number; warehouses: number; locations: number };

/**
 * SKUs (one SPU, base unit 个, sale prices 5.00–49.99 spread by a hash of the code), warehouses and
 * locations written in bulk: the benches measure posting, orders and pages, not the goods pages.
 */
export async function generateGoods(db: Db, tenantId: number, storeId: number, shape: GoodsShape): Promise<{ skuIds: number[]; unitId: number; places: Place[] }> {
  return withSystem(db, async (tx) => {
    const [category] = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_categories (tenant_id, name) VALUES (${tenantId}, '基准') RETURNING id`);
    const [unit] = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_units (tenant_id, name) VALUES (${tenantId}, '个') RETURNING id`);
    const [spu] = await queryRows<{ id: number }>(tx, sql`INSERT INTO pms_spus (tenant_id, name, category_id, status) VALUES (${tenantId}, '基准商品', ${category.id}, 2) RETURNING id`);
    const skus = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO pms_skus (tenant_id, spu_id, code, unit_id, sale_price)
          SELECT ${tenantId}, ${spu.id}, 'B' || lpad(g::text, 6, '0'), ${unit.id}, 5 + (hashint4(g) & 4499) / 100.0 FROM generate_series(1, ${shape.skus}::int) g RETURNING id`,
    );
    const places: Place[] = [];
    for (let w = 1; w <= shape.warehouses; w += 1) {
      const [wh] = await queryRows<{ id: number }>(tx, sql`INSERT INTO wms_warehouses (tenant_id, store_id, name, code) VALUES (${tenantId}, ${storeId}, ${`仓库${w}`}, ${`W${w}`}) RETURNING id`);
      const locs = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO wms_locations (tenant_id, warehouse_id, code) SELECT ${tenantId}, ${wh.id}, 'A-' || lpad(g::text, 3, '0') FROM generate_series(1, ${shape.locations}::int) g RETURNING id`,
      );
      places.push({ warehouseId: wh.id, locationIds: locs.map((l) => l.id) });
    }
    return { skuIds: skus.map((s) => s.id), unitId: unit.id, places };
  });
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Rebuilds `wms_stock` and `wms_stock_totals` of the tenant from its moves, as posting would have left them. */
async function rebuildDerived(tx: Db, tenantId: number): Promise<void> {
  await tx.execute(sql`INSERT INTO wms_stock (tenant_id, sku_id, warehouse_id, location_id, on_hand)
    SELECT tenant_id, sku_id, warehouse_id, location_id, sum(qty) FROM wms_stock_moves WHERE tenant_id = ${tenantId}::int GROUP BY 1, 2, 3, 4
    ON CONFLICT (sku_id, warehouse_id, location_id, tenant_id) DO UPDATE SET on_hand = excluded.on_hand`);
  await tx.execute(sql`INSERT INTO wms_stock_totals (tenant_id, sku_id, warehouse_id, on_hand, cost)
    SELECT tenant_id, sku_id, warehouse_id, sum(qty), 5 FROM wms_stock_moves WHERE tenant_id = ${tenantId}::int GROUP BY 1, 2, 3
    ON CONFLICT (sku_id, warehouse_id, tenant_id) DO UPDATE SET on_hand = excluded.on_hand, cost = excluded.cost`);
}

/**
 * Fills the ledger to `target` moves with a year of inbound history (one move every ~30 s, oldest
 * first, random SKU and location), then rebuilds `wms_stock` and `wms_stock_totals` from the moves so
 * they equal the ledger's sums as posting would have left them (the re-sum check at the end proves it).
 */
export async function fillLedger(db: Db, tenantId: number, skuIds: number[], places: Place[], target: number): Promise<number> {
  const started = performance.now();
  await withSystem(db, async (tx) => {
    await tx.execute(sql`CREATE TEMP TABLE bench_skus ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM unnest(${intArray(skuIds)}) AS id`);
    const locationIds = places.flatMap((p) => p.locationIds);
    await tx.execute(sql`CREATE TEMP TABLE bench_locs ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY l.id)::int AS n, l.id, l.warehouse_id FROM wms_locations l WHERE l.id = ANY(${intArray(locationIds)})`);
    for (let done = 0; done < target; done += 200_000) {
      const n = Math.min(200_000, target - done);
      await tx.execute(sql`INSERT INTO wms_stock_moves (tenant_id, sku_id, warehouse_id, location_id, qty, unit_cost, amount, doc_type, doc_id, doc_no, balance_after, cost_after, created_at)
        SELECT ${tenantId}::int, k.id, b.warehouse_id, b.id, r.q, 5, r.q * 5, ${StockDocType.warehousingEntry}, ${done}::int + r.g, 'HIST-' || (${done}::int + r.g), 0, 5,
               now() - interval '1 day' - (${target}::int - ${done}::int - r.g) * interval '30 seconds'
          FROM (SELECT g, 1 + floor(random() * ${skuIds.length}::int)::int AS s, 1 + floor(random() * ${locationIds.length}::int)::int AS l, (1 + floor(random() * 20))::int AS q
                  FROM generate_series(1, ${n}::int) g) r
          JOIN bench_skus k ON k.n = r.s JOIN bench_locs b ON b.n = r.l`);
    }
    await rebuildDerived(tx, tenantId);
  });
  // a year of history has been vacuumed and analysed by autovacuum many times over
  await db.execute(sql`VACUUM ANALYZE`);
  return (performance.now() - started) / 1000;
}


/** One opening move of `qty` for every SKU into the place's first location, with the derived tables rebuilt. */
export async function stockEverySku(db: Db, tenantId: number, skuIds: number[], place: Place, qty: number): Promise<void> {
  await withSystem(db, async (tx) => {
    await tx.execute(sql`INSERT INTO wms_stock_moves (tenant_id, sku_id, warehouse_id, location_id, qty, unit_cost, amount, doc_type, doc_id, doc_no, balance_after, cost_after)
      SELECT ${tenantId}::int, s, ${place.warehouseId}::int, ${place.locationIds[0]}::int, ${qty}::int, 5, ${qty}::int * 5, ${StockDocType.warehousingEntry}, s, 'OPEN-' || s, ${qty}::int, 5
        FROM unnest(${intArray(skuIds)}) AS s`);
    await rebuildDerived(tx, tenantId);
  });
  await db.execute(sql`VACUUM ANALYZE`);
}
