import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { SHOP_CHOICES_MAX, type PublicShopHome, type ShopPage, type ShopPageChoices, type ShopPageContent, type ShopPagePreview } from '@tradewind/contract/marketing/shop-page.schema';
import { enterPublicTenant, type TenantPublicKeys } from '@/core/auth/tenant-public-key';
import { conflict, invalid, notFound } from '@/core/http/errors';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { publishedArticleCards } from '@/modules/cms';
import { categories, skus } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { liveCouponChoices } from '../coupon/coupon.read';
import { hasContent, resolveShopBlocks } from './shop-page.resolve';
import { shopPages } from './shop-page.table';

type Row = typeof shopPages.$inferSelect;

const drafter = alias(staff, 'shop_drafter');
const publisher = alias(staff, 'shop_publisher');

/** Key order and all: two contents are the same page when their JSON is. */
const same = (a: ShopPageContent | null, b: ShopPageContent | null) => JSON.stringify(a) === JSON.stringify(b);

/** The tenant's page, made on first use with an empty draft. */
async function ensurePage(ctx: RequestContext, lock = false): Promise<Row> {
  await ctx.db
    .insert(shopPages)
    .values({ tenantId: ctx.tenantId, draft: { title: translate('marketing.shop_default_title', ctx.locale), blocks: [] } })
    .onConflictDoNothing();
  const query = ctx.db.select().from(shopPages).where(eq(shopPages.tenantId, ctx.tenantId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The path the ordering app reads the published page at, by the company's public key. */
const shopHomePath = (shop: string) => `/api/v1/share/shop_home?shop=${shop}`;

export async function getShopPage(ctx: RequestContext, keys: TenantPublicKeys): Promise<ShopPage> {
  const { id } = await ensurePage(ctx);
  const [r] = await ctx.db
    .select({ page: shopPages, drafterName: drafter.name, publisherName: publisher.name })
    .from(shopPages)
    .leftJoin(drafter, eq(drafter.id, shopPages.draftUpdatedBy))
    .leftJoin(publisher, eq(publisher.id, shopPages.publishedBy))
    .where(eq(shopPages.id, id));
  const { page } = r;
  const tz = ctx.session.timeZone;
  const shop = keys.keyOf(ctx.tenantId);
  return {
    shop,
    home_url: shopHomePath(shop),
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
export async function saveShopDraft(ctx: RequestContext, content: ShopPageContent): Promise<void> {
  const page = await ensurePage(ctx, true);
  await assertGoodsExist(ctx, content);
  await ctx.db.update(shopPages).set({ draft: content, draftUpdatedBy: ctx.staffId, draftUpdatedAt: new Date() }).where(eq(shopPages.id, page.id));
  ctx.audit.targetId = page.id;
}

/** `PUT /marketing/shop_page/publish`: the draft becomes the one published version (checked again: goods may have gone since). */
export async function publishShopPage(ctx: RequestContext): Promise<void> {
  const page = await ensurePage(ctx, true);
  if (same(page.draft, page.published)) throw conflict('marketing.shop_nothing_to_publish');
  await assertGoodsExist(ctx, page.draft);
  await ctx.db.update(shopPages).set({ published: page.draft, publishedBy: ctx.staffId, publishedAt: new Date() }).where(eq(shopPages.id, page.id));
  ctx.audit.targetId = page.id;
}

/**
 * `GET /share/shop_home?shop=`: the published page of the company whose public key `shop` is (the same key
 * as the articles' public reads), for the ordering app (no login). A key made up or altered, or a company no
 * longer active: 404 `common.shop_key_invalid`, as the articles answer; not published yet: 404 with its own
 * message. The draft is never served. The blocks come resolved (goods, coupons, articles as customers see
 * them), those left with nothing to show left out.
 */
export async function readPublicShopHome(ctx: PublicContext, keys: TenantPublicKeys, shop: string): Promise<PublicShopHome> {
  const tenant = await enterPublicTenant(ctx, keys, shop);
  const [page] = await ctx.db.select().from(shopPages).where(eq(shopPages.tenantId, tenant.id));
  if (!page?.published || !page.publishedAt) throw notFound('marketing.shop_not_published');
  const blocks = await resolveShopBlocks({ db: ctx.db, locale: ctx.locale, timeZone: tenant.time_zone }, page.published.blocks);
  return { title: page.published.title, blocks: blocks.filter(hasContent), company_name: tenant.name, published_at: formatDateTime(page.publishedAt, tenant.time_zone)! };
}

/**
 * `GET /marketing/shop_page/preview`: the saved draft resolved as the ordering app would show it once
 * published, in the staff's language and zone — every block kept, an empty one too, for the editor to say so.
 */
/** The coupons and articles the editor's blocks may pick (README "Shop decoration"). */
export async function shopPageChoices(ctx: RequestContext): Promise<ShopPageChoices> {
  const [coupons, articles] = [await liveCouponChoices(ctx, SHOP_CHOICES_MAX), await publishedArticleCards(ctx.db, [], SHOP_CHOICES_MAX, ctx.session.timeZone)];
  return { coupons, articles: articles.map(({ id, title }) => ({ id, title })) };
}

export async function previewShopDraft(ctx: RequestContext): Promise<ShopPagePreview> {
  const page = await ensurePage(ctx);
  return { title: page.draft.title, blocks: await resolveShopBlocks({ db: ctx.db, locale: ctx.locale, timeZone: ctx.session.timeZone }, page.draft.blocks) };
}
