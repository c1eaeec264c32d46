import { and, asc, count, eq } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Brand, BrandListQuery, CreateBrandInput, UpdateBrandInput } from '@tradewind/contract/pms/brand.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { conflict, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { assertNameFree, lockRow } from '../catalogue';
import { containsText } from '@/core/db/like';
import { brandHasGoods } from '../goods/goods-use';
import { brands } from './brand.table';

type BrandRow = typeof brands.$inferSelect;

/**
 * A brand's initial for the A–Z index: its name's first letter, a Chinese character's by its pinyin
 * (pinyin-pro, as crm's customer search), '#' for anything else (digits, symbols).
 */
export function initialOf(name: string): string {
  const first = pinyin(name.trim().slice(0, 1), { pattern: 'first', toneType: 'none', nonZh: 'consecutive' }).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

const toBrand = (ctx: RequestContext, r: BrandRow): Brand => ({
  id: r.id,
  name: r.name,
  logo: r.logo,
  letter: r.letter,
  sort: r.sort,
  created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
});

export async function listBrands(ctx: RequestContext, query: BrandListQuery) {
  const where = and(containsText(brands.name, query.name), query.letter ? eq(brands.letter, query.letter) : undefined);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(brands).where(where).orderBy(asc(brands.sort), asc(brands.letter), asc(brands.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(brands).where(where),
    map: (rows) => rows.map((r) => toBrand(ctx, r)),
  });
}

export async function getBrand(ctx: RequestContext, id: number): Promise<Brand> {
  const [row] = await ctx.db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound();
  return toBrand(ctx, row);
}

const fields = (input: CreateBrandInput) => ({ name: input.name, logo: input.logo, letter: input.letter ?? initialOf(input.name), sort: input.sort });

export async function createBrand(ctx: RequestContext, input: CreateBrandInput): Promise<Brand> {
  await assertNameFree(ctx, brands, input.name, 'pms.brand_name_taken');
  const [row] = await ctx.db.insert(brands).values({ tenantId: ctx.tenantId, ...fields(input) }).returning();
  return toBrand(ctx, row);
}

export async function updateBrand(ctx: RequestContext, input: UpdateBrandInput): Promise<Brand> {
  await lockRow(ctx, brands, input.id);
  await assertNameFree(ctx, brands, input.name, 'pms.brand_name_taken', input.id);
  const [row] = await ctx.db.update(brands).set({ ...fields(input), updatedAt: new Date() }).where(eq(brands.id, input.id)).returning();
  return toBrand(ctx, row);
}

/** A brand goods use stays (409). */
export async function deleteBrand(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await lockRow(ctx, brands, id);
  if (await brandHasGoods(ctx, id)) throw conflict('pms.brand_in_use');
  await ctx.db.delete(brands).where(eq(brands.id, id));
  return { id };
}
