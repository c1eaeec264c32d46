import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PublicShopHome, ShopPage, ShopPageContent } from '@tradewind/contract/marketing/shop-page.schema';
import { queryOne } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import { conflict, invalid, notFound } from '@/core/http/errors';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { categories, skus } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { shopPages } from './shop-page.table';

type Row = typeof shopPages.$inferSelect;

const drafter = alias(staff, 'shop_drafter');
const publisher = alias(staff, 'shop_publisher');

/** Key order and all: two contents are the same page when their JSON is. */
const same = (a: ShopPageContent | null, b: ShopPageContent | null) => JSON.stringify(a) === JSON.stringify(b);

/** The tenant's page, made on first use with an empty draft and a random public code (128 bits, URL-safe). */
async function ensurePage(ctx: RequestContext, lock = false): Promise<Row> {
  await ctx.db
    .insert(shopPages)
    .values({ tenantId: ctx.tenantId, code: randomBytes(16).toString('base64url'), draft: { title: translate('marketing.shop_default_title', ctx.locale), blocks: [] } })
    .onConflictDoNothing();
  const query = ctx.db.select().from(shopPages).where(eq(shopPages.tenantId, ctx.tenantId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function getShopPage(ctx: RequestContext): Promise<ShopPage> {
  const { id } = await ensurePage(ctx);
  const [r] = await ctx.db
    .select({ page: shopPages, drafterName: drafter.name, publisherName: publisher.name })
    .from(shopPages)
    .leftJoin(drafter, eq(drafter.id, shopPages.draftUpdatedBy))
    .leftJoin(publisher, eq(publisher.id, shopPages.publishedBy))
    .where(eq(shopPages.id, id));
  const { page } = r;
  const tz = ctx.session.timeZone;
  return {
    code: page.code,
    draft: page.draft,
    published: page.published,
    changed: !same(page.draft, page.published),
    draft_updated_at: formatDateTime(page.draftUpdatedAt, tz),
    draft_updated_by_name: r.drafterName,
    published_at: formatDateTime(page.publishedAt, tz),
    published_by_name: r.publisherName,
  };
}

/**
 * The goods blocks name a category and SKUs of the tenant's (422 on the block's field when one does not
 * exist). Coupons and articles are named by id only: the app shows those that still exist and are open
 * (README "Shop decoration").
 */
async function assertGoodsExist(ctx: RequestContext, content: ShopPageContent): Promise<void> {
  const errors: { field: string; message: string }[] = [];
  for (const [i, block] of content.blocks.entries()) {
    if (block.type !== 'goods') continue;
    if (block.category_id !== null) {
      const [found] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, block.category_id));
      if (!found) errors.push({ field: `blocks.${i}.category_id`, message: translate('marketing.shop_goods_category_not_found', ctx.locale) });
    }
    if (block.sku_ids.length > 0) {
      const found = new Set((await ctx.db.select({ id: skus.id }).from(skus).where(inArray(skus.id, block.sku_ids))).map((s) => s.id));
      const missing = block.sku_ids.filter((id) => !found.has(id));
      if (missing.length > 0) errors.push({ field: `blocks.${i}.sku_ids`, message: translate('marketing.shop_goods_sku_not_found', ctx.locale, { ids: missing.join(', ') }) });
    }
  }
  if (errors.length > 0) throw invalid(errors);
}

/** `PUT /marketing/shop_page/draft`: the whole draft again; what is published does not change. */
export async function saveShopDraft(ctx: RequestContext, content: ShopPageContent): Promise<ShopPage> {
  const page = await ensurePage(ctx, true);
  await assertGoodsExist(ctx, content);
  await ctx.db.update(shopPages).set({ draft: content, draftUpdatedBy: ctx.staffId, draftUpdatedAt: new Date() }).where(eq(shopPages.id, page.id));
  ctx.audit.targetId = page.id;
  return getShopPage(ctx);
}

/** `PUT /marketing/shop_page/publish`: the draft becomes the one published version (checked again: goods may have gone since). */
export async function publishShopPage(ctx: RequestContext): Promise<ShopPage> {
  const page = await ensurePage(ctx, true);
  if (same(page.draft, page.published)) throw conflict('marketing.shop_nothing_to_publish');
  await assertGoodsExist(ctx, page.draft);
  await ctx.db.update(shopPages).set({ published: page.draft, publishedBy: ctx.staffId, publishedAt: new Date() }).where(eq(shopPages.id, page.id));
  ctx.audit.targetId = page.id;
  return getShopPage(ctx);
}

/**
 * `GET /share/shop_home?code=`: the published page of the code's tenant, for the ordering app (no login).
 * The code is looked up before a tenant is known (the owner's rights), then the transaction enters its
 * tenant, as channel links' registration page does. Unknown code or a tenant no longer active: 404; not
 * published yet: 404 with its own message. The draft is never served.
 */
export async function readPublicShopHome(ctx: PublicContext, code: string): Promise<PublicShopHome> {
  const [found] = await ctx.db.select({ id: shopPages.id, tenantId: shopPages.tenantId }).from(shopPages).where(eq(shopPages.code, code));
  if (!found) throw notFound('marketing.shop_code_invalid');
  const tenant = await queryOne<{ name: string; time_zone: string; status: number }>(ctx.db, sql`SELECT name, time_zone, status FROM tenants WHERE id = ${found.tenantId}::int`);
  if (!tenant || tenant.status !== 1) throw notFound('marketing.shop_code_invalid');
  await enterTenant(ctx.db, found.tenantId);
  const [page] = await ctx.db.select().from(shopPages).where(and(eq(shopPages.id, found.id)));
  if (!page?.published || !page.publishedAt) throw notFound('marketing.shop_not_published');
  return { ...page.published, company_name: tenant.name, published_at: formatDateTime(page.publishedAt, tenant.time_zone)! };
}
