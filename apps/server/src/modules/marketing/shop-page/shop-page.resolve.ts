import type { Locale } from '@tradewind/contract/common/messages';
import { SHOP_PICKS_MAX, type ResolvedShopBlock, type ShopBlock, type ShopGoodsCard } from '@tradewind/contract/marketing/shop-page.schema';
import type { Db } from '@/core/db/database';
import { publishedArticleCards } from '@/modules/cms';
import { readOnSaleSkusOfCategory, readSkus, skuOnSale, type SkuRecord } from '@/modules/pms';
import { shopCouponCards } from '../coupon/coupon.read';

/** The reader's needs: the tenant's transaction (RLS), the language of the texts and the company's time zone. */
export type ShopReader = { db: Db; locale: Locale; timeZone: string };

const goodsCard = (s: SkuRecord): ShopGoodsCard => ({ sku_id: s.id, name: s.name, spec_text: s.spec_text, image: s.image, unit_name: s.unit_name, sale_price: s.sale_price });

/** A goods block's SKUs on sale: the chosen ones in their order, or the category's first `limit`. */
async function goodsOf(reader: ShopReader, block: Extract<ShopBlock, { type: 'goods' }>): Promise<ShopGoodsCard[]> {
  if (block.source === 'category') return block.category_id === null ? [] : (await readOnSaleSkusOfCategory(reader, block.category_id, block.limit)).map(goodsCard);
  const found = await readSkus(reader, block.sku_ids);
  return block.sku_ids.flatMap((id) => {
    const s = found.get(id);
    return s && skuOnSale(s) ? [goodsCard(s)] : [];
  });
}

/**
 * A page's blocks as a customer sees them (README "Shop decoration"): goods on sale with their name, spec,
 * picture, unit and list price; coupons running with their terms and validity; articles published with
 * their title, cover and summary — what no longer exists or is not live left out, so a block may come back
 * empty (the editor says so; the public read leaves it out). Banners and notices are as saved.
 */
export async function resolveShopBlocks(reader: ShopReader, blocks: readonly ShopBlock[]): Promise<ResolvedShopBlock[]> {
  const resolved: ResolvedShopBlock[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'banner':
        resolved.push({ key: block.key, type: block.type, items: block.items.map((i) => ({ image: i.image, link: i.link })) });
        break;
      case 'notice':
        resolved.push({ key: block.key, type: block.type, text: block.text, link: block.link });
        break;
      case 'goods':
        resolved.push({ key: block.key, type: block.type, title: block.title, source: block.source, category_id: block.category_id, columns: block.columns, goods: await goodsOf(reader, block) });
        break;
      case 'coupon':
        resolved.push({ key: block.key, type: block.type, title: block.title, coupons: await shopCouponCards(reader, block.coupon_ids, SHOP_PICKS_MAX, reader.timeZone) });
        break;
      case 'article':
        resolved.push({ key: block.key, type: block.type, title: block.title, articles: await publishedArticleCards(reader.db, block.article_ids, block.limit, reader.timeZone) });
        break;
    }
  }
  return resolved;
}

/** Whether a resolved block has anything to show (a goods, coupon or article block may have none left). */
export function hasContent(block: ResolvedShopBlock): boolean {
  if (block.type === 'goods') return block.goods.length > 0;
  if (block.type === 'coupon') return block.coupons.length > 0;
  if (block.type === 'article') return block.articles.length > 0;
  return true;
}
