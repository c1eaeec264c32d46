import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePublicLink } from '@tradewind/contract/cms/article.schema';
import type { Article } from '@tradewind/contract/cms/article.schema';
import type { Coupon } from '@tradewind/contract/marketing/coupon.schema';
import type { PublicShopHome, ShopPage, ShopPageChoices, ShopPageContentInput, ShopPagePreview } from '@tradewind/contract/marketing/shop-page.schema';
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
const preview = (who = 'admin', headers?: Record<string, string>) => t.call<ShopPagePreview>('GET', '/marketing/shop_page/preview', { token: as(who), headers });

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
    // resolved: the banner, the notice, the category's goods and the chosen goods; no coupon or article is live
    expect(served.data.blocks.map((b) => b.type)).toEqual(['banner', 'notice', 'goods', 'goods']);
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
    expect((await t.call('GET', '/marketing/shop_page/choices', { token: as('clerk') })).code).toBe(401);
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

describe('what customers see of the page', () => {
  it('resolves goods, coupons and articles for the draft preview and the public route, leaving out what is not live', async () => {
    const admin = as('admin');
    const own = await createTestGoods(t, admin, { skus: 3, prices: ['12.50', '8.00', '30.00'] });
    const coupon = async (over: Record<string, unknown>) => {
      const made = await t.call<Coupon>('POST', '/marketing/coupon', {
        token: admin,
        body: { name: '饮料满1000减50', type: 1, threshold: 1000, amount: 50, scope_type: 0, total_count: 100, per_customer: 1, validity_type: 1, valid_from: '2026-01-01 00:00:00', valid_to: '2099-12-31 23:59:59', take_type: 2, ...over },
      });
      expect(made.code, made.message).toBe(200);
      return made.data;
    };
    const running = await coupon({});
    const percent = await coupon({ name: '零食九折', type: 2, threshold: 500, amount: null, percent: 10, cap: 100, validity_type: 2, valid_from: null, valid_to: null, valid_days: 30, take_type: 1 });
    const stopped = await coupon({ name: '夏季冰饮满500减30', threshold: 500, amount: 30 });
    expect((await t.call('PUT', `/marketing/coupon/${stopped.id}/stop`, { token: admin })).code).toBe(200);
    const article = async (title: string, publish: boolean) => {
      const made = await t.call<Article>('POST', '/cms/article', { token: admin, body: { category: 1, title, summary: `${title}：摘要`, body: '<p>正文</p>', sku_ids: [] } });
      expect(made.code, made.message).toBe(200);
      if (publish) expect((await t.call('PUT', `/cms/article/${made.data.id}/publish`, { token: admin })).code).toBe(200);
      return made.data;
    };
    const notice = await article('端午节配送安排', true);
    const draft = await article('冷柜陈列指南（草稿）', false);
    const withdrawn = await article('旧促销', true);
    expect((await t.call('PUT', `/cms/article/${withdrawn.id}/unpublish`, { token: admin })).code).toBe(200);
    // what the editor's coupon and article blocks offer to pick: live coupons of any take type, published articles
    const choices = (await t.call<ShopPageChoices>('GET', '/marketing/shop_page/choices', { token: admin })).data;
    expect(choices.coupons.map((c) => [c.id, c.rule_text])).toEqual([[percent.id, '满500打9折, 最多减100'], [running.id, '满1000减50']]);
    expect(choices.articles).toEqual([{ id: notice.id, title: '端午节配送安排' }]);
    expect([draft.id, withdrawn.id].some((id) => choices.articles.some((a) => a.id === id))).toBe(false);
    // the middle SKU switched off: not on sale
    expect((await t.call('PUT', '/pms/skus/status', { token: admin, body: { ids: [own.skuIds[1]], status: 0 } })).code).toBe(200);

    const saved = await save({
      title: '鲜丰订货',
      blocks: [
        { key: 'g1', type: 'goods', title: '本周热卖', source: 'skus', sku_ids: [own.skuIds[2], own.skuIds[1], own.skuIds[0]] },
        { key: 'g2', type: 'goods', source: 'category', category_id: own.categoryId, limit: 5, columns: 3 },
        { key: 'c1', type: 'coupon', title: '领券中心', coupon_ids: [stopped.id, percent.id, running.id] },
        { key: 'c2', type: 'coupon', coupon_ids: [stopped.id] },
        { key: 'c3', type: 'coupon' },
        { key: 'a1', type: 'article', article_ids: [draft.id, withdrawn.id, notice.id] },
        { key: 'a2', type: 'article', limit: 1 },
      ],
    });
    expect(saved.code, saved.message).toBe(200);
    const sku = (i: number) => own.spu.skus[i];
    const card = (i: number) => ({ sku_id: own.skuIds[i], name: own.spu.name, spec_text: sku(i).spec_text, unit_name: sku(i).unit_name, sale_price: sku(i).sale_price });
    expect(card(0).sale_price).toBe('12.50');

    const shown = await preview();
    expect(shown.code, shown.message).toBe(200);
    expect(shown.data.title).toBe('鲜丰订货');
    const [g1, g2, c1, c2, c3, a1, a2] = shown.data.blocks;
    // chosen SKUs in their order, the one switched off left out; the category's on sale
    expect(g1).toMatchObject({ type: 'goods', title: '本周热卖', source: 'skus', goods: [card(2), card(0)] });
    expect(g2).toMatchObject({ type: 'goods', source: 'category', category_id: own.categoryId, columns: 3 });
    expect(g2.type === 'goods' && g2.goods.map((g) => g.sku_id).sort()).toEqual([own.skuIds[0], own.skuIds[2]].sort());
    // running coupons with their terms and validity, in the chosen order; the stopped one left out
    expect(c1).toEqual({
      key: 'c1',
      type: 'coupon',
      title: '领券中心',
      coupons: [
        { id: percent.id, name: '零食九折', rule_text: '满500打9折, 最多减100', validity_text: '领取后 30 天内有效', sold_out: false },
        { id: running.id, name: '饮料满1000减50', rule_text: '满1000减50', validity_text: '2026-01-01 00:00:00 至 2099-12-31 23:59:59', sold_out: false },
      ],
    });
    // a block whose coupons are all gone comes back empty for the editor to say so
    expect(c2).toMatchObject({ type: 'coupon', coupons: [] });
    // none chosen: the running coupons customers claim (with a code)
    expect(c3.type === 'coupon' && c3.coupons.map((c) => c.id)).toEqual([running.id]);
    // published articles only: the draft and the unpublished one left out
    expect(a1).toMatchObject({ type: 'article', articles: [{ id: notice.id, title: '端午节配送安排', summary: '端午节配送安排：摘要', cover: null, published_at: expect.any(String) }] });
    expect(a2).toMatchObject({ type: 'article', articles: [{ id: notice.id }] });
    // the staff's language
    const english = await preview('viewer', { 'accept-language': 'en-US' });
    const c1en = english.data.blocks[2];
    expect(c1en.type === 'coupon' && c1en.coupons.map((c) => [c.rule_text, c.validity_text])).toEqual([
      ['10% off orders over 500, at most 100 off', '30 days after claiming'],
      ['50 off orders over 1000', '2026-01-01 00:00:00 to 2099-12-31 23:59:59'],
    ]);
    // the preview needs the page's permission
    expect((await preview('clerk')).code).toBe(401);

    // the ordering app: the published copy resolved the same way, a block with nothing left out
    expect((await publish()).code).toBe(200);
    const { shop } = await page();
    const served = await home(shop);
    expect(served.code, served.message).toBe(200);
    expect(served.data.blocks.map((b) => b.key)).toEqual(['g1', 'g2', 'c1', 'c3', 'a1', 'a2']);
    expect(served.data.blocks[0]).toEqual(g1);
    expect(served.data.blocks[2]).toEqual(c1);
    expect(served.data.blocks[4]).toEqual(a1);
    // no ids to look up: the blocks carry what they show
    expect(served.data.blocks[0]).not.toHaveProperty('sku_ids');
    expect(served.data.blocks[2]).not.toHaveProperty('coupon_ids');
    expect(served.data.blocks[4]).not.toHaveProperty('article_ids');
    const servedEn = await home(shop, { 'accept-language': 'en-US' });
    expect(servedEn.data.blocks[2]).toMatchObject({ coupons: [{ rule_text: '10% off orders over 500, at most 100 off' }, { rule_text: '50 off orders over 1000' }] });

    // what goes off sale after publishing leaves the app at once
    expect((await t.call('PUT', `/marketing/coupon/${running.id}/stop`, { token: admin })).code).toBe(200);
    expect((await t.call('PUT', `/cms/article/${notice.id}/unpublish`, { token: admin })).code).toBe(200);
    expect((await home(shop)).data.blocks.map((b) => b.key)).toEqual(['g1', 'g2', 'c1']);
  });
});
