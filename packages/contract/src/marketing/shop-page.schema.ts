import { z } from 'zod';
import { dateTimeText } from '../common/response.schema';
import { ArticleGoodsSchema, PublicArticleRowSchema } from '../cms/article.schema';
import { isWebAddress } from './web-address';
import { idSchema, intSchema, optionalText, requiredText, shopKeySchema, textSchema } from '../common/validation';

/**
 * The customers' ordering app's home page (README "Shop decoration"): an ordered list of blocks, edited as
 * a draft and published as one version. One schema for the editor's form, the server's check and the
 * public JSON the app reads.
 */
export const SHOP_BLOCK_TYPES = ['banner', 'goods', 'coupon', 'notice', 'article'] as const;
export type ShopBlockType = (typeof SHOP_BLOCK_TYPES)[number];
export const SHOP_BLOCKS_MAX = 30;
export const SHOP_BANNER_ITEMS_MAX = 10;
export const SHOP_GOODS_SKUS_MAX = 50;
export const SHOP_PICKS_MAX = 20;

/**
 * Where a tap leads: empty (nowhere), a page of the app (`/goods/12`, `/category/3`, `/article/5`,
 * `/coupon`) or a web address (http/https).
 */
export function isShopLink(v: string): boolean {
  return /^\/[A-Za-z0-9/_\-?=&.%]*$/.test(v) || isWebAddress(v);
}

const linkSchema = optionalText(500).refine((v) => v === null || isShopLink(v), 'marketing.shop_link_invalid');
const imageSchema = textSchema('marketing.shop_image_required').trim().min(1, 'marketing.shop_image_required').max(500, 'validation.text_too_long');
const titleSchema = optionalText(20);
/** the editor's own key of a block (list keys, moves), kept as given */
const keySchema = textSchema().trim().min(1, 'validation.required').max(40, 'validation.text_too_long');
const idsSchema = (max: number, tooMany: string) => z.array(idSchema).max(max, tooMany).transform((ids) => [...new Set(ids)]);

export const ShopBannerBlockSchema = z.object({
  key: keySchema,
  type: z.literal('banner'),
  items: z
    .array(z.object({ image: imageSchema, link: linkSchema }))
    .min(1, 'marketing.shop_banner_empty')
    .max(SHOP_BANNER_ITEMS_MAX, 'marketing.shop_banner_too_many'),
});

/** A goods block's fields (the editor's per-field rules); ShopGoodsBlockSchema adds the rules across them. */
export const ShopGoodsBlockFieldsSchema = z.object({
  key: keySchema,
  type: z.literal('goods'),
  title: titleSchema,
  source: z.enum(['category', 'skus'], { error: 'marketing.shop_goods_source_invalid' }),
  category_id: z.union([z.null(), idSchema]).optional().transform((v) => v ?? null),
  sku_ids: idsSchema(SHOP_GOODS_SKUS_MAX, 'marketing.shop_goods_too_many').default([]),
  limit: intSchema(1, SHOP_GOODS_SKUS_MAX, 'marketing.shop_goods_limit_invalid').default(6),
  columns: z.union([z.literal(2), z.literal(3)], { error: 'marketing.shop_goods_columns_invalid' }).default(2),
});

/** Goods by a category (the first `limit` on sale, as the app sorts them) or a chosen list of SKUs. */
export const ShopGoodsBlockSchema = ShopGoodsBlockFieldsSchema.superRefine((v, ctx) => {
  if (v.source === 'category' && v.category_id === null) ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'marketing.shop_goods_category_required' });
  if (v.source === 'skus' && v.sku_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['sku_ids'], message: 'marketing.shop_goods_skus_required' });
})
  // what the other source would use is dropped, so the published JSON says one thing
  .transform((v) => (v.source === 'category' ? { ...v, sku_ids: [] } : { ...v, category_id: null }));

/** Coupons customers may claim: the chosen ones, or (none chosen) every coupon open to claiming. */
export const ShopCouponBlockSchema = z.object({
  key: keySchema,
  type: z.literal('coupon'),
  title: titleSchema,
  coupon_ids: idsSchema(SHOP_PICKS_MAX, 'marketing.shop_picks_too_many').default([]),
});

export const ShopNoticeBlockSchema = z.object({
  key: keySchema,
  type: z.literal('notice'),
  text: requiredText(200, 'marketing.shop_notice_required'),
  link: linkSchema,
});

/** Articles: the chosen ones, or (none chosen) the newest `limit` published. */
export const ShopArticleBlockSchema = z.object({
  key: keySchema,
  type: z.literal('article'),
  title: titleSchema,
  article_ids: idsSchema(SHOP_PICKS_MAX, 'marketing.shop_picks_too_many').default([]),
  limit: intSchema(1, SHOP_PICKS_MAX, 'marketing.shop_article_limit_invalid').default(3),
});

export const ShopBlockSchema = z.discriminatedUnion('type', [ShopBannerBlockSchema, ShopGoodsBlockSchema, ShopCouponBlockSchema, ShopNoticeBlockSchema, ShopArticleBlockSchema], {
  error: 'marketing.shop_block_type_invalid',
});
export type ShopBlock = z.output<typeof ShopBlockSchema>;
export type ShopBlockInput = z.input<typeof ShopBlockSchema>;

/** A home page: its title in the app's top bar and its blocks, top to bottom. */
export const ShopPageContentSchema = z.object({
  title: requiredText(20, 'marketing.shop_title_required'),
  blocks: z
    .array(ShopBlockSchema)
    .max(SHOP_BLOCKS_MAX, 'marketing.shop_blocks_too_many')
    .superRefine((blocks, ctx) => {
      const seen = new Set<string>();
      blocks.forEach((b, i) => {
        if (seen.has(b.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'marketing.shop_block_key_taken' });
        seen.add(b.key);
      });
    }),
});
export type ShopPageContent = z.output<typeof ShopPageContentSchema>;
export type ShopPageContentInput = z.input<typeof ShopPageContentSchema>;

/**
 * `GET /marketing/shop_page`: the draft being edited, the published version, and the company's public key
 * (`shop`, the same key as the articles' public reads) with the path the ordering app reads the home page at.
 */
export const ShopPageSchema = z.object({
  shop: z.string(),
  home_url: z.string(),
  draft: ShopPageContentSchema,
  published: ShopPageContentSchema.nullable(),
  /** the draft differs from what is published */
  changed: z.boolean(),
  draft_updated_at: dateTimeText.nullable(),
  draft_updated_by_name: z.string().nullable(),
  published_at: dateTimeText.nullable(),
  published_by_name: z.string().nullable(),
});
export type ShopPage = z.infer<typeof ShopPageSchema>;

/** `GET /share/shop_home?shop=`'s query. */
export const ShopHomeQuerySchema = z.object({ shop: shopKeySchema });

/**
 * What a customer sees of a page (README "Shop decoration"): each block with what it names resolved — the
 * goods on sale (chosen SKUs in their order, or the first `limit` of the category), the coupons still running,
 * the articles published — and whatever no longer exists or is not live left out. The ordering app draws
 * these; it never looks ids up.
 */
/** A SKU on sale as an article shows it: name, spec, picture, base unit and list price (a customer's own price is the app's, after login). */
export const ShopGoodsCardSchema = ArticleGoodsSchema.omit({ on_sale: true });
export const ShopCouponCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the terms in a line: 满1000减50, 满500打9折，最多减100 */
  rule_text: z.string(),
  validity_text: z.string(),
  /** none left to give out */
  sold_out: z.boolean(),
});
/** A published article as the app's article list shows it, without its category. */
export const ShopArticleCardSchema = PublicArticleRowSchema.pick({ id: true, title: true, cover: true, summary: true, published_at: true });
/**
 * GET /marketing/shop_page/choices: what the editor's coupon and article blocks offer to pick — every live
 * coupon and every published article, newest first (at most SHOP_CHOICES_MAX of each).
 */
export const SHOP_CHOICES_MAX = 200;
export const ShopPageChoicesSchema = z.object({
  coupons: z.array(ShopCouponCardSchema.pick({ id: true, name: true, rule_text: true })),
  articles: z.array(ShopArticleCardSchema.pick({ id: true, title: true })),
});
export type ShopPageChoices = z.infer<typeof ShopPageChoicesSchema>;
export type ShopCouponChoice = ShopPageChoices['coupons'][number];
export type ShopGoodsCard = z.infer<typeof ShopGoodsCardSchema>;
export type ShopCouponCard = z.infer<typeof ShopCouponCardSchema>;
export type ShopArticleCard = z.infer<typeof ShopArticleCardSchema>;

const resolvedTitle = z.string().nullable();
export const ResolvedShopBlockSchema = z.discriminatedUnion('type', [
  z.object({ key: z.string(), type: z.literal('banner'), items: z.array(z.object({ image: z.string(), link: z.string().nullable() })) }),
  z.object({
    key: z.string(),
    type: z.literal('goods'),
    title: resolvedTitle,
    source: z.enum(['category', 'skus']),
    /** the category of a category block (the app's "more" link), else null */
    category_id: z.number().int().nullable(),
    columns: z.number().int(),
    goods: z.array(ShopGoodsCardSchema),
  }),
  z.object({ key: z.string(), type: z.literal('coupon'), title: resolvedTitle, coupons: z.array(ShopCouponCardSchema) }),
  z.object({ key: z.string(), type: z.literal('notice'), text: z.string(), link: z.string().nullable() }),
  z.object({ key: z.string(), type: z.literal('article'), title: resolvedTitle, articles: z.array(ShopArticleCardSchema) }),
]);
export type ResolvedShopBlock = z.infer<typeof ResolvedShopBlockSchema>;

/**
 * `GET /marketing/shop_page/preview`: the saved draft as customers would see it once published — every block,
 * an empty one included (the editor says its goods, coupons or articles are gone; the app leaves it out).
 */
export const ShopPagePreviewSchema = z.object({ title: z.string(), blocks: z.array(ResolvedShopBlockSchema) });
export type ShopPagePreview = z.infer<typeof ShopPagePreviewSchema>;

/**
 * `GET /share/shop_home?shop=`: what the app draws, with no login; `shop` is the company's public key. The
 * published page resolved, blocks left with nothing to show left out.
 */
export const PublicShopHomeSchema = ShopPagePreviewSchema.extend({ company_name: z.string(), published_at: dateTimeText });
export type PublicShopHome = z.infer<typeof PublicShopHomeSchema>;
