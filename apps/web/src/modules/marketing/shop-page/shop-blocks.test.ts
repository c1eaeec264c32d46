import { describe, expect, it } from 'vitest';
import { SHOP_BLOCK_TYPES, ShopBlockSchema, ShopPageContentSchema, type ShopPagePreview } from '@tradewind/contract/marketing/shop-page.schema';
import { goodsLabel, knownItems, newBlock, sameSource } from './shop-blocks';

describe('new shop blocks', () => {
  it('have a key of their own and the fields their schema asks for; what a person must fill is all that refuses them', () => {
    const blocks = SHOP_BLOCK_TYPES.map(newBlock);
    expect(new Set(blocks.map((b) => b.key)).size).toBe(SHOP_BLOCK_TYPES.length);
    const refused = blocks.map((b) => {
      const result = ShopBlockSchema.safeParse(b);
      return result.success ? null : result.error.issues.map((i) => `${b.type}.${i.path.join('.')}: ${i.message}`);
    });
    expect(refused).toEqual([
      ['banner.items.0.image: marketing.shop_image_required'],
      ['goods.category_id: marketing.shop_goods_category_required'],
      null,
      ['notice.text: marketing.shop_notice_required'],
      null,
    ]);
    const filled = [
      { ...blocks[0], items: [{ image: 'https://cdn.example.com/a.png', link: '/goods/1' }] },
      { ...blocks[1], category_id: 3 },
      blocks[2],
      { ...blocks[3], text: '周日休息' },
      blocks[4],
    ];
    expect(ShopPageContentSchema.parse({ title: '首页', blocks: filled }).blocks.map((b) => b.type)).toEqual([...SHOP_BLOCK_TYPES]);
  });
});

describe('what the editor knows of the chosen items', () => {
  const card = (id: number) => ({ sku_id: id, name: `商品${id}`, spec_text: id === 1 ? '500ml' : '', image: null, unit_name: '瓶', sale_price: '3.50' });
  const preview: ShopPagePreview = {
    title: '首页',
    blocks: [
      { key: 'g', type: 'goods', title: null, source: 'skus', category_id: null, columns: 2, goods: [card(1)] },
      { key: 'c', type: 'coupon', title: null, coupons: [{ id: 7, name: '满减券', rule_text: '满1000减50', validity_text: '领取后 30 天内有效', sold_out: false }] },
      { key: 'a', type: 'article', title: null, articles: [{ id: 9, title: '配送通知', cover: null, summary: null, published_at: null }] },
    ],
  };

  it('names goods, coupons and articles from the resolved draft and the SKUs picked since', () => {
    const known = knownItems(preview, [card(2)]);
    expect([...known.goods.keys()]).toEqual([1, 2]);
    expect(goodsLabel(known.goods.get(1)!)).toBe('商品1 500ml');
    expect(goodsLabel(known.goods.get(2)!)).toBe('商品2');
    expect(known.coupons.get(7)?.name).toBe('满减券');
    expect(known.articles.get(9)?.title).toBe('配送通知');
    expect(knownItems(undefined, []).goods.size).toBe(0);
  });

  it('trusts the resolved draft for a block only while it takes its items from the same place', () => {
    const saved = ShopBlockSchema.parse({ key: 'g', type: 'goods', source: 'skus', sku_ids: [1, 2] });
    expect(sameSource({ key: 'g', type: 'goods', source: 'skus', sku_ids: [1, 2], limit: 6, category_id: null, title: '新标题' }, saved)).toBe(true);
    expect(sameSource({ key: 'g', type: 'goods', source: 'skus', sku_ids: [2, 1], limit: 6, category_id: null }, saved)).toBe(false);
    expect(sameSource({ key: 'g', type: 'goods', source: 'category', sku_ids: [], limit: 6, category_id: 3 }, saved)).toBe(false);
    expect(sameSource({ key: 'x', type: 'coupon', coupon_ids: [] }, undefined)).toBe(false);
    const coupons = ShopBlockSchema.parse({ key: 'c', type: 'coupon', coupon_ids: [7] });
    expect(sameSource({ key: 'c', type: 'coupon', coupon_ids: [7] }, coupons)).toBe(true);
    expect(sameSource({ key: 'c', type: 'coupon', coupon_ids: [] }, coupons)).toBe(false);
    const articles = ShopBlockSchema.parse({ key: 'a', type: 'article', limit: 3 });
    expect(sameSource({ key: 'a', type: 'article', article_ids: [], limit: 3 }, articles)).toBe(true);
    expect(sameSource({ key: 'a', type: 'article', article_ids: [], limit: 5 }, articles)).toBe(false);
  });
});
