import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { SpuDetail, SpuListQuery, SpuRow, SpuSku, SpuStatus } from '@tradewind/contract/pms/spu.schema';
import { escapeLike } from '@/core/db/like';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { brands } from '../brand/brand.table';
import { categories } from '../category/category.table';
import { specs, specValues } from '../spec/spec.table';
import { goodsTypes } from '../type/type.table';
import { units } from '../unit/unit.table';
import { skuSpecValues, skuUnits, skus, spuSpecs, spus } from './goods.table';

/** Reading SPUs: the list, its status tabs, the check queue and one SPU with its SKUs. */

/** Status numbers (docs/trading-model.md §2). */
export const SPU = { draft: 0, pending: 1, onSale: 2, rejected: 3, offSale: 4 } as const;

/** A stored quantity or measure without its trailing zeros ('12.000' → '12'). */
const plain = (v: string | null): string | null => (v === null ? null : String(Number(v)));

const rowColumns = {
  spu: spus,
  categoryName: categories.name,
  brandName: brands.name,
  creatorName: staff.name,
  skuCount: sql<number>`(select count(*)::int from pms_skus k where k.spu_id = ${spus.id})`,
  priceMin: sql<string | null>`(select min(k.sale_price)::text from pms_skus k where k.spu_id = ${spus.id})`,
  priceMax: sql<string | null>`(select max(k.sale_price)::text from pms_skus k where k.spu_id = ${spus.id})`,
};

const selectRows = (ctx: RequestContext) =>
  ctx.db
    .select(rowColumns)
    .from(spus)
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .leftJoin(brands, eq(brands.id, spus.brandId))
    .leftJoin(staff, eq(staff.id, spus.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = (ctx: RequestContext, r: Row): SpuRow => ({
  id: r.spu.id,
  code: r.spu.code,
  name: r.spu.name,
  cover: r.spu.images[0] ?? null,
  category_id: r.spu.categoryId,
  category_name: r.categoryName,
  brand_id: r.spu.brandId,
  brand_name: r.brandName,
  status: r.spu.status as SpuStatus,
  reject_reason: r.spu.rejectReason,
  sku_count: r.skuCount,
  price_min: r.priceMin,
  price_max: r.priceMax,
  creator_name: r.creatorName,
  submitted_at: formatDateTime(r.spu.submittedAt, ctx.session.timeZone),
  created_at: formatDateTime(r.spu.createdAt, ctx.session.timeZone)!,
  updated_at: formatDateTime(r.spu.updatedAt, ctx.session.timeZone)!,
});

/** The category and every category below it. */
async function categorySubtree(ctx: RequestContext, id: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const out = [id];
  for (let i = 0; i < out.length; i += 1) for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

async function listWhere(ctx: RequestContext, query: Omit<SpuListQuery, 'status'>): Promise<SQL | undefined> {
  const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  return and(
    keyword
      ? or(
          sql`${spus.name} ilike ${keyword}`,
          sql`${spus.code} ilike ${keyword}`,
          sql`exists (select 1 from pms_skus k where k.spu_id = ${spus.id} and (k.code ilike ${keyword} or k.barcode = ${query.keyword}))`,
        )
      : undefined,
    query.category_id ? inArray(spus.categoryId, await categorySubtree(ctx, query.category_id)) : undefined,
    query.brand_id ? eq(spus.brandId, query.brand_id) : undefined,
    query.type_id ? eq(spus.typeId, query.type_id) : undefined,
  );
}

const SORTS = { updated_at: spus.updatedAt, created_at: spus.createdAt, name: spus.name, sort: spus.sort } as const;

/** `GET /pms/spus`: keyword on the name or a SKU's code / barcode, category subtree, brand, type, status. */
export async function listSpus(ctx: RequestContext, query: SpuListQuery) {
  const where = and(await listWhere(ctx, query), query.status !== undefined ? eq(spus.status, query.status) : undefined);
  const column = SORTS[query.sort];
  return listPage(ctx, query, where, [query.order === 'asc' ? asc(column) : desc(column), desc(spus.id)]);
}

/** `GET /pms/spu/checks`: the pending SPUs under the list's filters, the longest waiting first. */
export async function listPendingSpus(ctx: RequestContext, query: SpuListQuery) {
  const where = and(await listWhere(ctx, query), eq(spus.status, SPU.pending));
  return listPage(ctx, query, where, [asc(spus.submittedAt), asc(spus.id)]);
}

function listPage(ctx: RequestContext, query: SpuListQuery, where: SQL | undefined, order: SQL[]) {
  return paginate(query, {
    rows: (page) =>
      selectRows(ctx)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(spus).where(where),
    map: (rows) => rows.map((r) => toRow(ctx, r)),
  });
}

/** The status tabs: how many SPUs each status has under the list's other filters. */
export async function spuStatusCounts(ctx: RequestContext, query: Omit<SpuListQuery, 'status'>): Promise<Record<string, number>> {
  const rows = await ctx.db
    .select({ status: spus.status, n: count() })
    .from(spus)
    .where(await listWhere(ctx, query))
    .groupBy(spus.status);
  const out: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 };
  for (const r of rows) out[String(r.status)] = r.n;
  return out;
}

export async function getSpu(ctx: RequestContext, id: number): Promise<SpuDetail> {
  const [row] = await selectRows(ctx).where(eq(spus.id, id));
  if (!row) throw notFound('pms.spu_not_found');
  const s = row.spu;
  const [type] = s.typeId ? await ctx.db.select({ name: goodsTypes.name }).from(goodsTypes).where(eq(goodsTypes.id, s.typeId)) : [];
  const [checker] = s.checkedBy ? await ctx.db.select({ name: staff.name }).from(staff).where(eq(staff.id, s.checkedBy)) : [];
  const specRows = await ctx.db
    .select({ specId: spuSpecs.specId, name: specs.name })
    .from(spuSpecs)
    .innerJoin(specs, eq(specs.id, spuSpecs.specId))
    .where(eq(spuSpecs.spuId, id))
    .orderBy(asc(spuSpecs.sort));
  const values = specRows.length
    ? await ctx.db
        .select({ id: specValues.id, specId: specValues.specId, value: specValues.value })
        .from(specValues)
        .where(
          inArray(
            specValues.specId,
            specRows.map((r) => r.specId),
          ),
        )
        .orderBy(asc(specValues.sort), asc(specValues.id))
    : [];
  return {
    ...toRow(ctx, row),
    selling_points: s.sellingPoints,
    type_id: s.typeId,
    type_name: type?.name ?? null,
    images: s.images,
    video: s.video,
    description: s.description,
    attributes: s.attributes,
    specs: specRows.map((r) => ({ spec_id: r.specId, name: r.name, values: values.filter((v) => v.specId === r.specId).map((v) => ({ id: v.id, value: v.value })) })),
    skus: await spuSkus(ctx, id, specRows.map((r) => r.specId)),
    sort: s.sort,
    approved: s.approvedSnapshot,
    checked_at: formatDateTime(s.checkedAt, ctx.session.timeZone),
    checker_name: checker?.name ?? null,
  };
}

/** The SPU's SKUs in their order, each with its spec values in the SPU's spec order and its package units. */
async function spuSkus(ctx: RequestContext, spuId: number, specOrder: number[]): Promise<SpuSku[]> {
  const rows = await ctx.db
    .select({ sku: skus, unitName: units.name })
    .from(skus)
    .innerJoin(units, eq(units.id, skus.unitId))
    .where(eq(skus.spuId, spuId))
    .orderBy(asc(skus.sort), asc(skus.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.sku.id);
  const [valueRows, unitRows] = await Promise.all([
    ctx.db
      .select({ skuId: skuSpecValues.skuId, valueId: skuSpecValues.specValueId, specId: specValues.specId })
      .from(skuSpecValues)
      .innerJoin(specValues, eq(specValues.id, skuSpecValues.specValueId))
      .where(inArray(skuSpecValues.skuId, ids)),
    ctx.db
      .select({ unit: skuUnits, name: units.name })
      .from(skuUnits)
      .innerJoin(units, eq(units.id, skuUnits.unitId))
      .where(inArray(skuUnits.skuId, ids))
      .orderBy(asc(skuUnits.sort), asc(skuUnits.id)),
  ]);
  return rows.map(({ sku, unitName }) => ({
    id: sku.id,
    spec_value_ids: valueRows
      .filter((v) => v.skuId === sku.id)
      .sort((a, b) => specOrder.indexOf(a.specId) - specOrder.indexOf(b.specId))
      .map((v) => v.valueId),
    spec_text: sku.specText,
    code: sku.code,
    barcode: sku.barcode,
    unit_id: sku.unitId,
    unit_name: unitName,
    sale_price: sku.salePrice,
    market_price: sku.marketPrice,
    cost_price: sku.costPrice,
    weight: plain(sku.weight),
    volume: plain(sku.volume),
    min_order_qty: plain(sku.minOrderQty)!,
    image: sku.image,
    status: sku.status === 1 ? 1 : 0,
    units: unitRows
      .filter((u) => u.unit.skuId === sku.id)
      .map((u) => ({ id: u.unit.id, unit_id: u.unit.unitId, unit_name: u.name, ratio: plain(u.unit.ratio)!, sale_price: u.unit.salePrice })),
  }));
}
