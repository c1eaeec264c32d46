import { describe, expect, it } from 'vitest';
import { SHOP_BLOCK_TYPES, ShopBlockSchema, ShopPageContentSchema } from '@tradewind/contract/marketing/shop-page.schema';
import { idsOfTags, newBlock } from './shop-blocks';

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

  it('take ids typed as tags once each, leaving out what is not a positive whole number', () => {
    expect(idsOfTags(['12', ' 7 ', '12', 'x', '0', '-3', '1.5', 4])).toEqual([12, 7, 4]);
    expect(idsOfTags(undefined)).toEqual([]);
  });
});
