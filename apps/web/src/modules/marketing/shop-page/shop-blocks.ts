import type { ShopBlockInput, ShopBlockType } from '@tradewind/contract/marketing/shop-page.schema';

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

/** Ids typed into a tags select ('12', ' 7 ') as positive whole numbers, once each. */
export function idsOfTags(tags: readonly (string | number)[] | undefined): number[] {
  const ids = (tags ?? []).map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}
