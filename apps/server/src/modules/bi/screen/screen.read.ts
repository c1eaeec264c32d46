import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import type { ScreenData, ScreenQuery } from '@tradewind/contract/bi/screen.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { intArray, ownStores } from '@/core/http/store-scope';
import { logisticsOrders } from '@/modules/lms';
import { readMapSetting } from '@/modules/oms';
import { orders } from '@/modules/oms/order';
import { skus, spus } from '@/modules/pms';
import { stores } from '@/modules/system/store';
import { ordersDaily, ordersRepDaily, salesRepDaily, salesSkuDaily } from '../rollup/rollup.table';

const TREND_DAYS = 7;
const TOP_GOODS = 10;

/** The day n days before a YYYY-MM-DD day. */
const daysBefore = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * The stores the screen counts (an array literal): every store of the caller's — a wall display ranks them,
 * whichever store the browser has chosen (CurrStoreId) — or the one asked for when it is among them; a
 * store that is not theirs counts nothing.
 */
function screenStores(ctx: RequestContext, storeId: number | null | undefined): string {
  const own = ownStores(ctx).slice(1, -1).split(',').map(Number);
  if (storeId === null || storeId === undefined) return intArray(own);
  return intArray(own.includes(storeId) ? [storeId] : []);
}

const o = alias(orders, 'o');
const lo = alias(logisticsOrders, 'lo');
const sku = alias(skus, 'sku');
const spu = alias(spus, 'spu');
const st = alias(stores, 'st');

/**
 * `GET /bi/screen`: today (tenant time zone) for the data screen. Sales, receipts, the trend and the store
 * ranking from the rollups by store, day and rep, the top goods from those by SKU, the customers from the
 * customer grain (module README "Rollups"); orders made today by their
 * state now and today's deliveries from oms and lms through their index.ts tables.
 */
export async function readScreen(ctx: RequestContext, query: ScreenQuery): Promise<ScreenData> {
  const storeList = screenStores(ctx, query.store_id);
  const today = todayIn(ctx.session.timeZone);
  const first = daysBefore(today, TREND_DAYS - 1);
  const inRollup = (from: string) => sql`r.tenant_id = ${ctx.tenantId}::int AND r.day BETWEEN ${from}::date AND ${today}::date AND r.store_id = ANY(${storeList}::int[])`;
  const [salesByDay, ordersByDay, customers, goods, storeSales, storeOrders, byStatus, deliveries, tiles] = await Promise.all([
    queryRows<{ day: string; sales: string }>(
      ctx.db,
      sql`SELECT r.day::text AS day, sum(r.amount - r.refund_amount)::text AS sales FROM ${salesRepDaily} r WHERE ${inRollup(first)} GROUP BY 1`,
    ),
    queryRows<{ day: string; orders: number; receipts: number; receipt_amount: string }>(
      ctx.db,
      sql`SELECT r.day::text AS day, sum(r.orders)::int AS orders, sum(r.receipts)::int AS receipts, sum(r.receipt_amount)::text AS receipt_amount
            FROM ${ordersRepDaily} r WHERE ${inRollup(first)} GROUP BY 1`,
    ),
    queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM (SELECT r.customer_id FROM ${ordersDaily} r WHERE ${inRollup(today)} GROUP BY 1 HAVING sum(r.orders) > 0) c`,
    ),
    queryRows<{ sku_id: number; name: string | null; spec_text: string | null; qty: string; sales: string }>(
      ctx.db,
      sql`SELECT g.sku_id, ${spu.name} AS name, ${sku.specText} AS spec_text, g.qty, g.sales::text AS sales
            FROM (SELECT r.sku_id, sum(r.qty - r.refund_qty)::text AS qty, sum(r.amount - r.refund_amount) AS sales
                    FROM ${salesSkuDaily} r WHERE ${inRollup(today)} GROUP BY 1) g
            LEFT JOIN ${skus} AS ${sku} ON ${sku.id} = g.sku_id LEFT JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId}
           WHERE g.sales <> 0 ORDER BY g.sales DESC, g.sku_id LIMIT ${TOP_GOODS}`,
    ),
    queryRows<{ store_id: number; sales: string }>(
      ctx.db,
      sql`SELECT r.store_id, sum(r.amount - r.refund_amount)::text AS sales FROM ${salesRepDaily} r WHERE ${inRollup(today)} GROUP BY 1`,
    ),
    queryRows<{ store_id: number; orders: number }>(
      ctx.db,
      sql`SELECT r.store_id, sum(r.orders)::int AS orders FROM ${ordersRepDaily} r WHERE ${inRollup(today)} GROUP BY 1`,
    ),
    queryRows<{ status: number; count: number }>(
      ctx.db,
      sql`SELECT ${o.status}::int AS status, count(*)::int AS count FROM ${orders} AS ${o}
           WHERE ${o.storeId} = ANY(${storeList}::int[]) AND ${o.createdAt} >= (${today}::date::timestamp AT TIME ZONE ${ctx.session.timeZone})
           GROUP BY 1 ORDER BY 1`,
    ),
    queryRows<{ id: number; status: number; customer_name: string; longitude: string | null; latitude: string | null }>(
      ctx.db,
      sql`SELECT ${lo.id} AS id, ${lo.status}::int AS status, ${lo.customerName} AS customer_name, ${lo.longitude}::text AS longitude, ${lo.latitude}::text AS latitude
            FROM ${logisticsOrders} AS ${lo}
           WHERE ${lo.storeId} = ANY(${storeList}::int[]) AND ${lo.deliveryDate} = ${today}::date ORDER BY ${lo.id}`,
    ),
    readMapSetting(ctx.db),
  ]);

  const salesOf = new Map(salesByDay.map((r) => [r.day, toCents(r.sales)]));
  const ordersOf = new Map(ordersByDay.map((r) => [r.day, r]));
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => daysBefore(today, TREND_DAYS - 1 - i)).map((date) => ({
    date,
    sales_amount: fromCents(salesOf.get(date) ?? 0),
    orders: ordersOf.get(date)?.orders ?? 0,
  }));
  const todays = ordersOf.get(today);

  // every store counted, with or without sales today, the best first
  const storeIds = storeList.slice(1, -1).split(',').filter(Boolean).map(Number);
  const names = storeIds.length
    ? await queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT ${st.id} AS id, ${st.name} AS name FROM ${stores} AS ${st} WHERE ${st.id} = ANY(${storeList}::int[])`)
    : [];
  const storeSalesOf = new Map(storeSales.map((r) => [r.store_id, toCents(r.sales)]));
  const storeOrdersOf = new Map(storeOrders.map((r) => [r.store_id, r.orders]));
  const ranked = names
    .map((s) => ({ store_id: s.id, name: s.name, cents: storeSalesOf.get(s.id) ?? 0, orders: storeOrdersOf.get(s.id) ?? 0 }))
    .sort((a, b) => b.cents - a.cents || a.store_id - b.store_id)
    .map(({ cents, ...s }) => ({ ...s, sales_amount: fromCents(cents) }));

  const deliveryCounts = new Map<number, number>();
  for (const d of deliveries) deliveryCounts.set(d.status, (deliveryCounts.get(d.status) ?? 0) + 1);

  return {
    date: today,
    sales_amount: fromCents(salesOf.get(today) ?? 0),
    orders: byStatus.reduce((n, r) => n + r.count, 0),
    orders_by_status: byStatus,
    customers: customers[0]?.n ?? 0,
    receipts: todays?.receipts ?? 0,
    receipt_amount: fromCents(toCents(todays?.receipt_amount ?? '0')),
    trend,
    top_goods: goods.map((g) => ({ sku_id: g.sku_id, name: g.name ?? '', spec_text: g.spec_text ?? '', qty: plainQty(g.qty), sales_amount: fromCents(toCents(g.sales)) })),
    stores: ranked,
    deliveries: deliveries.filter((d) => d.longitude !== null && d.latitude !== null),
    deliveries_by_status: [...deliveryCounts].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })),
    tile_url: tiles.map_tile_url || null,
  };
}

/** A quantity without trailing zeros ('12.500' → '12.5'). */
const plainQty = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text) || '0';
