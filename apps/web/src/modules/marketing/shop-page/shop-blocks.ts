import type { ShopArticleCard, ShopBlock, ShopBlockInput, ShopBlockType, ShopCouponCard, ShopGoodsCard, ShopPagePreview } from '@tradewind/contract/marketing/shop-page.schema';

let made = 0;
/** A new block's key: unique within the page (the server refuses two alike). */
const newKey = (type: ShopBlockType) => `${type}-${Date.now().toString(36)}-${(made += 1)}`;

/** What a new block of each type starts with in the editor. */
export function newBlock(type: ShopBlockType): ShopBlockInput {
  const key = newKey(type);
  switch (type) {
    case 'banner':
      return { key, type, items: [{ image: '', link: null }] };
    case 'goods':
      return { key, type, title: null, source: 'category', category_id: null, sku_ids: [], limit: 6, columns: 2 };
    case 'coupon':
      return { key, type, title: null, coupon_ids: [] };
    case 'notice':
      return { key, type, text: '', link: null };
    case 'article':
      return { key, type, title: null, article_ids: [], limit: 3 };
  }
}

/** The goods, coupons and articles the editor can name, by id: from the resolved draft and the SKUs picked since. */
export type KnownItems = { goods: Map<number, ShopGoodsCard>; coupons: Map<number, ShopCouponCard>; articles: Map<number, ShopArticleCard> };

export function knownItems(preview: ShopPagePreview | undefined, picked: readonly ShopGoodsCard[]): KnownItems {
  const known: KnownItems = { goods: new Map(), coupons: new Map(), articles: new Map() };
  for (const block of preview?.blocks ?? []) {
    if (block.type === 'goods') block.goods.forEach((g) => known.goods.set(g.sku_id, g));
    if (block.type === 'coupon') block.coupons.forEach((c) => known.coupons.set(c.id, c));
    if (block.type === 'article') block.articles.forEach((a) => known.articles.set(a.id, a));
  }
  picked.forEach((g) => known.goods.set(g.sku_id, g));
  return known;
}

/** What a chip of a block's chosen items says, by kind and id. */
export type ItemLabel = (kind: keyof KnownItems, id: number) => string;

/** A SKU as a chip names it: the product and its spec. */
export const goodsLabel = (g: Pick<ShopGoodsCard, 'name' | 'spec_text'>) => (g.spec_text ? `${g.name} ${g.spec_text}` : g.name);

const sameIds = (a: readonly number[] | undefined, b: readonly number[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * Whether a block as edited takes its goods, coupons or articles from where the saved draft's block of the
 * same key does — then the resolved draft shows exactly what it will show.
 */
export function sameSource(edited: Partial<ShopBlock>, saved: ShopBlock | undefined): boolean {
  if (!saved || saved.type !== edited.type) return false;
  if (saved.type === 'goods') {
    const e = edited as Partial<typeof saved>;
    return e.source === saved.source && (e.category_id ?? null) === saved.category_id && Number(e.limit) === saved.limit && sameIds(e.sku_ids, saved.source === 'skus' ? saved.sku_ids : []);
  }
  if (saved.type === 'coupon') return sameIds((edited as Partial<typeof saved>).coupon_ids, saved.coupon_ids);
  if (saved.type === 'article') {
    const e = edited as Partial<typeof saved>;
    return sameIds(e.article_ids, saved.article_ids) && Number(e.limit) === saved.limit;
  }
  return true;
}
