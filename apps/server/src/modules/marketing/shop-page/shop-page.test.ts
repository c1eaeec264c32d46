import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePublicLink } from '@tradewind/contract/cms/article.schema';
import type { PublicShopHome, ShopPage, ShopPageContentInput } from '@tradewind/contract/marketing/shop-page.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { uploadTestImage } from '@/test/test-uploads';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { shopTenantSpec } from '@/test/fixtures/marketing/shop-test-tenant';

const t = useTestApp();
let tenant: TestTenant;
let goods: TestGoods;
let banner: string;

beforeAll(async () => {
  tenant = await t.tenant(shopTenantSpec());
  goods = await createTestGoods(t, tenant.tokens.admin);
  banner = await uploadTestImage(t, tenant.tokens.admin);
});

const as = (who: string) => tenant.tokens[who];
const page = async (who = 'admin') => (await t.call<ShopPage>('GET', '/marketing/shop_page', { token: as(who) })).data;
const save = (body: unknown, who = 'admin', headers?: Record<string, string>) => t.call<ShopPage>('PUT', '/marketing/shop_page/draft', { token: as(who), body, headers });
const publish = (who = 'admin') => t.call<ShopPage>('PUT', '/marketing/shop_page/publish', { token: as(who) });
const home = (shop: string, headers?: Record<string, string>) => t.call<PublicShopHome>('GET', '/share/shop_home', { query: { shop }, headers });

const content = (): ShopPageContentInput => ({
  title: '鲜丰订货',
  blocks: [
    { key: 'b1', type: 'banner', items: [{ image: banner, link: '/category/1' }, { image: banner, link: 'https://m.example.com/sale?x=1' }] },
    { key: 'n1', type: 'notice', text: '周日配送时间调整为 8:00–12:00' },
    { key: 'g1', type: 'goods', title: '当季水果', source: 'category', category_id: goods.categoryId, sku_ids: [goods.skuIds[0]], limit: 4 },
    { key: 'g2', type: 'goods', source: 'skus', sku_ids: [goods.skuIds[1], goods.skuIds[0], goods.skuIds[1]], columns: 3 },
    { key: 'c1', type: 'coupon', title: '领券中心' },
    { key: 'a1', type: 'article', article_ids: [3, 4] },
  ],
});

describe('the shop home page', () => {
  it('is a draft until published; the public route serves the published copy only', async () => {
    const first = await page('viewer');
    expect(first).toMatchObject({ draft: { title: '首页', blocks: [] }, published: null, changed: true, published_at: null });
    // the company's public key, the very key its articles' public reads take
    const articlesKey = (await t.call<ArticlePublicLink>('GET', '/cms/article/public_link', { token: as('admin') })).data.shop;
    expect(first).toMatchObject({ shop: articlesKey, home_url: `/api/v1/share/shop_home?shop=${articlesKey}` });
    expect(await home(first.shop)).toMatchObject({ code: 404, message: '店铺首页尚未发布' });

    const saved = await save(content());
    expect(saved.code).toBe(200);
    expect(saved.data.draft.blocks.map((b) => b.type)).toEqual(['banner', 'notice', 'goods', 'goods', 'coupon', 'article']);
    // what the other source would use is dropped; chosen ids once each; defaults filled
    expect(saved.data.draft.blocks[2]).toMatchObject({ source: 'category', sku_ids: [], columns: 2, limit: 4 });
    expect(saved.data.draft.blocks[3]).toMatchObject({ category_id: null, sku_ids: [goods.skuIds[1], goods.skuIds[0]], columns: 3, limit: 6 });
    expect(saved.data.draft.blocks[4]).toMatchObject({ coupon_ids: [], title: '领券中心' });
    expect(saved.data).toMatchObject({ changed: true, draft_updated_by_name: 'Admin', published: null });

    const published = await publish();
    expect(published.data).toMatchObject({ changed: false, published_by_name: 'Admin' });
    expect(published.data.published).toEqual(published.data.draft);
    expect(await publish()).toMatchObject({ code: 409, message: '草稿与已发布版本一致，无需发布' });

    // a new draft does not reach the app until published again
    await save({ ...content(), title: '新首页', blocks: [] });
    const served = await home(first.shop);
    expect(served.data).toMatchObject({ title: '鲜丰订货', company_name: expect.any(String) });
    expect(served.data.blocks).toHaveLength(6);
    expect((await page()).changed).toBe(true);
    expect((await publish()).data.published).toMatchObject({ title: '新首页', blocks: [] });
    expect((await home(first.shop)).data).toMatchObject({ title: '新首页', blocks: [] });
    // the key stays, so the app's link keeps working
    expect((await page()).shop).toBe(first.shop);
  });

  it('refuses malformed blocks, goods of nowhere and foreign images (422) without changing the draft', async () => {
    const before = await page();
    const base = content();
    const withBlock = (block: unknown) => ({ ...base, blocks: [block] });
    const bad = [
      { ...base, title: '' },
      withBlock({ key: 'x', type: 'video' }),
      withBlock({ key: 'x', type: 'banner', items: [] }),
      withBlock({ key: 'x', type: 'banner', items: [{ image: banner, link: 'javascript:alert(1)' }] }),
      withBlock({ key: 'x', type: 'goods', source: 'category' }),
      withBlock({ key: 'x', type: 'goods', source: 'skus', sku_ids: [] }),
      withBlock({ key: 'x', type: 'goods', source: 'skus', sku_ids: [1], columns: 4 }),
      withBlock({ key: 'x', type: 'notice', text: '' }),
      withBlock({ key: 'x', type: 'article', limit: 21 }),
      { ...base, blocks: [base.blocks[1], base.blocks[1]] },
      { ...base, blocks: Array.from({ length: 31 }, (_, i) => ({ key: `n${i}`, type: 'notice', text: 'x' })) },
    ];
    for (const body of bad) expect((await save(body)).code, JSON.stringify(body).slice(0, 200)).toBe(422);
    expect(await save(withBlock({ key: 'x', type: 'goods', source: 'skus', sku_ids: [999999999] }))).toMatchObject({ code: 422, data: { errors: [{ field: 'blocks.0.sku_ids', message: '有商品不存在：999999999' }] } });
    expect(await save(withBlock({ key: 'x', type: 'goods', source: 'category', category_id: 999999999 }), 'admin', { 'accept-language': 'en-US' })).toMatchObject({
      code: 422,
      data: { errors: [{ field: 'blocks.0.category_id', message: 'The category does not exist' }] },
    });
    const other = await t.tenant(shopTenantSpec());
    const foreign = await uploadTestImage(t, other.tokens.admin);
    expect(await save(withBlock({ key: 'x', type: 'banner', items: [{ image: foreign }] }))).toMatchObject({ code: 422, data: { errors: [{ field: 'blocks.0.items.0' }] } });
    // another tenant's SKU is not found either
    expect((await t.call('PUT', '/marketing/shop_page/draft', { token: other.tokens.admin, body: withBlock({ key: 'x', type: 'goods', source: 'skus', sku_ids: [goods.skuIds[0]] }) })).code).toBe(422);
    expect(await page()).toEqual(before);
  });

  it('needs its permissions; the public route needs a genuine key and no login', async () => {
    const { shop } = await page();
    expect((await t.call('GET', '/marketing/shop_page', { token: as('clerk') })).code).toBe(401);
    expect((await save(content(), 'viewer')).code).toBe(402);
    expect((await publish('viewer')).code).toBe(402);
    // a made-up or altered key answers as the articles' public reads do
    const other = await t.tenant(shopTenantSpec());
    const forged = `${tenant.tenantId}-${'A'.repeat(22)}`;
    for (const key of ['no-such-key', forged, String(tenant.tenantId), `${other.tenantId}-${shop.split('-')[1]}`]) {
      expect(await home(key), key).toMatchObject({ code: 404, message: '店铺标识无效' });
    }
    expect(await home(forged, { 'accept-language': 'en-US' })).toMatchObject({ code: 404, message: 'Unknown shop key' });
    expect((await t.call('GET', '/share/shop_home', { query: { shop: '' } })).code).toBe(422);
    expect((await t.call('GET', '/share/shop_home', { query: { shop: 'x'.repeat(101) } })).code).toBe(422);
    expect((await t.call('GET', '/share/shop_home', { query: {} })).code).toBe(422);
    // each company has its own page and key
    const theirs = (await t.call<ShopPage>('GET', '/marketing/shop_page', { token: other.tokens.admin })).data;
    expect(theirs.shop).not.toBe(shop);
    expect(theirs.draft.blocks).toEqual([]);
    expect(await home(theirs.shop)).toMatchObject({ code: 404, message: '店铺首页尚未发布' });
  });
});
