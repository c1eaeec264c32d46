import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Article, ArticlePreview, ArticlePublicLink, ArticleRow, PreviewLink, PublicArticle, PublicArticleRow } from '@tradewind/contract/cms/article.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { registeredTasks } from '@/core/jobs/scheduler';
import type { TenantSpec } from '@/modules/system/tenant';
import { TEST_PASSWORD, testTenantSpec, useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { uploadTestImage } from '@/test/test-uploads';
import { ARTICLE_PUBLISH_TASK, runArticlePublish } from './article-publish.job';
import { signPreview } from './article-public';

const t = useTestApp();

const EDITOR = ['cms:article:list', 'cms:article:create', 'cms:article:update', 'cms:article:preview'];
const PUBLISHER = [...EDITOR, 'cms:article:publish', 'cms:article:unpublish', 'cms:article:delete'];

let tenant: TestTenant;
let other: TestTenant;
let skuIds: number[];
let cover: string;

const body = (extra: Record<string, unknown> = {}) => ({
  category: 3,
  title: '夏季饮品到货：冰红茶整箱批发价',
  summary: '本周到货 500 箱，门店订货满 10 箱送货上门',
  body: '<h2>到货通知</h2><p>康师傅冰红茶 <strong>500ml×24</strong> 本周到货。</p>',
  sku_ids: skuIds,
  ...extra,
});
const create = (token: string, extra: Record<string, unknown> = {}) => t.call<Article>('POST', '/cms/article', { token, body: body(extra) });
async function created(extra: Record<string, unknown> = {}): Promise<Article> {
  const reply = await create(tenant.tokens.publisher, extra);
  expect(reply.code, reply.message).toBe(200);
  return reply.data;
}
const act = (token: string, id: number, action: string, payload?: unknown) => t.call<Article>('PUT', `/cms/article/${id}/${action}`, { token, body: payload ?? {} });
const previewLink = (token: string, id: number, hours?: number) => t.call<PreviewLink>('POST', `/cms/article/${id}/preview_link`, { token, body: hours === undefined ? {} : { hours } });
const openPreview = (token: string) => t.call<ArticlePreview>('GET', '/share/cms/article_preview', { query: { token } });
/** the preview secret as the app keeps it (shared through the database) */
const previewSecret = () => withSystem(t.app.database.db, async (tx) => (await queryOne<{ value: string }>(tx, sql`SELECT value FROM app_secrets WHERE name = 'cms_article_preview'`))!.value);
/** a wall-clock time in the tenant's zone (Asia/Shanghai), minutes from now */
const shanghai = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

let made = 0;
/** The test tenant with an editor (writes and previews) and a publisher (also publishes, takes back, deletes). */
function cmsTenantSpec(): Partial<TenantSpec> {
  made += 1;
  const prefix = `cms${made}${randomBytes(2).toString('hex')}`;
  const base = testTenantSpec(prefix);
  return {
    roles: [...base.roles, { key: 'editor', name: 'Editor', permissions: EDITOR, dataScope: 1 }, { key: 'publisher', name: 'Publisher', permissions: PUBLISHER, dataScope: 1 }],
    staff: [
      ...base.staff,
      { key: 'editor', account: `${prefix}_editor`, name: '编辑小王', password: TEST_PASSWORD, roles: ['editor'], stores: ['a'] },
      { key: 'publisher', account: `${prefix}_publisher`, name: '主管老李', password: TEST_PASSWORD, roles: ['publisher'], stores: ['a'] },
    ],
  };
}

beforeAll(async () => {
  tenant = await t.tenant(cmsTenantSpec());
  other = await t.tenant(cmsTenantSpec());
  skuIds = (await createTestGoods(t, tenant.tokens.admin, { skus: 2, name: '康师傅冰红茶500ml' })).skuIds;
  cover = await uploadTestImage(t, tenant.tokens.admin);
});

describe('articles', () => {
  it('creates a draft with a cover, a cleaned body and linked goods; reads, lists and logs it', async () => {
    const article = await created({ cover, sort: 5 });
    expect(article).toMatchObject({ status: 0, status_text: '草稿', category: 3, category_text: '新品推荐', cover, sort: 5, sku_ids: skuIds, publish_at: null, published_at: null, created_by_name: '主管老李' });
    expect(article.goods.map((g) => g.sku_id)).toEqual(skuIds);
    expect(article.goods[0]).toMatchObject({ name: '康师傅冰红茶500ml', sale_price: '10.00', on_sale: 1 });
    expect(article.body).toBe('<h2>到货通知</h2><p>康师傅冰红茶 <strong>500ml×24</strong> 本周到货。</p>');

    const detail = await t.call<Article>('GET', `/cms/article/${article.id}`, { token: tenant.tokens.editor });
    expect(detail.data).toEqual(article);
    const list = await t.call<ListData<ArticleRow>>('GET', '/cms/articles', { token: tenant.tokens.editor, query: { keyword: '冰红茶', status: 0, category: 3 } });
    expect(list.data.list.map((a) => a.id)).toContain(article.id);
    expect(list.data.list[0]).not.toHaveProperty('body');
    expect((await t.call<ListData<ArticleRow>>('GET', '/cms/articles', { token: tenant.tokens.editor, query: { category: 1, keyword: '冰红茶' } })).data.list).toEqual([]);
    // another company sees none of it
    expect((await t.call('GET', `/cms/article/${article.id}`, { token: other.tokens.admin })).code).toBe(404);

    const logs = await t.call<Array<{ action: string; to_status: number; staff_name: string }>>('GET', `/cms/article/${article.id}/logs`, { token: tenant.tokens.editor });
    expect(logs.data.map((l) => [l.action, l.to_status, l.staff_name])).toEqual([['create', 0, '主管老李']]);
  });

  it('cleans the body on the server: scripts, event handlers, javascript: links, styles and frames never stay', async () => {
    const nasty =
      '<p onclick="alert(1)" style="color:red">正文<script>alert(1)</script></p>' +
      '<img src=x onerror=alert(1)><img src="https://evil.example/a.png" onload="alert(2)">' +
      '<a href="javascript:alert(1)">点我</a><a href="JaVaScRiPt&#58;alert(1)">再点</a><a href="https://shop.example" target="_blank">官网</a>' +
      '<iframe src="https://evil.example/x"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>' +
      '<svg><script>alert(1)</script></svg><form action="https://evil.example"><input name="x"></form><style>p{}</style>' +
      '<object data="x.swf"></object><embed src="x.swf"><math><mi xlink:href="javascript:alert(1)">x</mi></math>' +
      `<img src="${cover}" alt="封面">`;
    const article = await created({ body: nasty });
    expect(article.body).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|srcdoc|<svg|<form|<input|<style|style=|<object|<embed|xlink/i);
    expect(article.body).toContain('<p>正文</p>');
    expect(article.body).toContain('<a href="https://shop.example" target="_blank" rel="noopener noreferrer">官网</a>');
    expect(article.body).toContain(`<img src="${cover}" alt="封面">`);
    // another company's upload is not an image this one may show
    const foreign = await uploadTestImage(t, other.tokens.admin);
    const mixed = await created({ body: `<p>图</p><img src="${foreign.replace(/^https?:\/\/[^/]+/, '')}">` });
    expect(mixed.body).toBe('<p>图</p>');
    // a body of nothing but attacks is refused: nothing is left to show
    const empty = await create(tenant.tokens.publisher, { body: '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' });
    expect(empty.code).toBe(422);
    expect(empty.data).toEqual({ errors: [{ field: 'body', message: '正文清理后没有可显示的内容' }] });
  });

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const before = (await t.call<ListData<ArticleRow>>('GET', '/cms/articles', { token: tenant.tokens.admin })).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ' }, 'title', '请输入文章标题'],
      [{ title: '长'.repeat(101) }, 'title', '内容过长'],
      [{ category: 9 }, 'category', '请选择文章分类'],
      [{ sku_ids: [999999] }, 'sku_ids.0', '关联商品不存在'],
      [{ sku_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'sku_ids', '最多关联 20 个商品'],
      [{ cover: 'javascript:alert(1)' }, 'cover', '封面图片不存在，请重新上传'],
      [{ cover: 'https://evil.example/a.png' }, 'cover', '封面图片不存在，请重新上传'],
      [{ body: 'x'.repeat(100_001) }, 'body', '正文过长，请精简后再保存'],
    ];
    for (const [extra, field, message] of cases) {
      const reply = await create(tenant.tokens.publisher, extra);
      expect(reply.code, JSON.stringify(extra).slice(0, 80)).toBe(422);
      const errors = (reply.data as unknown as { errors: Array<{ field: string; message: string }> }).errors;
      expect(errors[0].field).toBe(field);
      expect(errors[0].message).toContain(message);
    }
    // goods of another company are unknown here
    const foreignSku = (await createTestGoods(t, other.tokens.admin, { skus: 1 })).skuIds[0];
    expect((await create(tenant.tokens.publisher, { sku_ids: [foreignSku] })).code).toBe(422);
    expect((await t.call<ListData<ArticleRow>>('GET', '/cms/articles', { token: tenant.tokens.admin })).data.pagination.total).toBe(before);
  });

  it('checks every call against its permission', async () => {
    const article = await created();
    const { clerk, editor, nobody } = tenant.tokens;
    const readers = [
      ['GET', '/cms/articles'],
      ['GET', `/cms/article/${article.id}`],
      ['GET', `/cms/article/${article.id}/logs`],
      ['GET', '/cms/article/public_link'],
    ] as const;
    for (const [method, url] of readers) {
      expect((await t.call(method, url, { token: clerk })).code, url).toBe(401);
      expect((await t.call(method, url, { token: null })).status, url).toBe(401);
    }
    // the editor writes drafts and previews them, but may not publish, take back or delete
    expect((await t.call('PUT', '/cms/article', { token: editor, body: { ...body(), id: article.id, title: '改过的标题' } })).code).toBe(200);
    expect((await previewLink(editor, article.id)).code).toBe(200);
    expect((await act(editor, article.id, 'publish')).code).toBe(402);
    expect((await act(editor, article.id, 'schedule', { publish_at: shanghai(60) })).code).toBe(402);
    expect((await act(editor, article.id, 'unpublish')).code).toBe(402);
    expect((await t.call('DELETE', `/cms/article/${article.id}`, { token: editor })).code).toBe(402);
    // staff without content permissions write nothing
    expect((await create(nobody)).code).toBe(402);
    expect((await t.call('PUT', '/cms/article', { token: clerk, body: { ...body(), id: article.id } })).code).toBe(402);
    expect((await previewLink(clerk, article.id)).code).toBe(402);
    expect((await t.call<Article>('GET', `/cms/article/${article.id}`, { token: tenant.tokens.admin })).data.title).toBe('改过的标题');
  });

  it('publishes, takes back to a draft, deletes softly, and refuses actions from the wrong state with 409', async () => {
    const article = await created();
    const publisher = tenant.tokens.publisher;
    // a draft cannot be taken back; a published one cannot be deleted until taken back
    expect((await act(publisher, article.id, 'unpublish')).code).toBe(409);
    const published = await act(publisher, article.id, 'publish');
    expect(published.message).toBe('文章已发布');
    expect(published.data).toMatchObject({ status: 2, status_text: '已发布', publish_at: null });
    expect(published.data.published_at).not.toBeNull();
    const again = await act(publisher, article.id, 'publish');
    expect([again.code, again.message]).toEqual([409, '文章当前为「已发布」，不能发布']);
    expect((await act(publisher, article.id, 'schedule', { publish_at: shanghai(60) })).code).toBe(409);
    expect((await t.call('DELETE', `/cms/article/${article.id}`, { token: publisher })).code).toBe(409);
    // editing a published article keeps it published
    const edited = await t.call<Article>('PUT', '/cms/article', { token: tenant.tokens.editor, body: { ...body(), id: article.id, summary: '补货 200 箱' } });
    expect(edited.data).toMatchObject({ status: 2, summary: '补货 200 箱', updated_by_name: '编辑小王' });
    const back = await act(publisher, article.id, 'unpublish');
    expect(back.data).toMatchObject({ status: 0, published_at: null });
    const removed = await t.call('DELETE', `/cms/article/${article.id}`, { token: publisher });
    expect(removed.code).toBe(200);
    expect((await t.call('GET', `/cms/article/${article.id}`, { token: publisher })).code).toBe(404);
    expect((await t.call('DELETE', `/cms/article/${article.id}`, { token: publisher })).code).toBe(404);
    expect((await act(publisher, 999999, 'publish')).code).toBe(404);
    // the row stays (soft delete) and the log tells the story
    const kept = await withSystem(t.app.database.db, (tx) => queryOne<{ deleted: boolean }>(tx, sql`SELECT deleted_at IS NOT NULL AS deleted FROM cms_articles WHERE id = ${article.id}::int`));
    expect(kept?.deleted).toBe(true);
    const logs = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ action: string }>(tx, sql`SELECT action FROM document_logs WHERE document_type = 'cms_article' AND document_id = ${article.id}::int ORDER BY id`),
    );
    expect(logs.map((l) => l.action)).toEqual(['create', 'publish', 'update', 'unpublish', 'delete']);
    // and the action log names each call
    const actions = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ action: string }>(tx, sql`SELECT action FROM action_logs WHERE tenant_id = ${tenant.tenantId}::int AND target_type = 'cms_article' AND target_id = ${String(article.id)} ORDER BY id`),
    );
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['cms:article:publish', 'cms:article:unpublish', 'cms:article:delete']));
  });

  it('schedules an article ahead of now; the scheduled job publishes it at its time, once', async () => {
    expect(registeredTasks().filter((task) => task.name === ARTICLE_PUBLISH_TASK)).toHaveLength(1);
    const article = await created();
    const publisher = tenant.tokens.publisher;
    const past = await act(publisher, article.id, 'schedule', { publish_at: shanghai(-5) });
    expect([past.code, past.data]).toEqual([422, { errors: [{ field: 'publish_at', message: '定时发布的时间须晚于现在' }] }]);
    expect((await act(publisher, article.id, 'schedule', { publish_at: '2026-02-30 10:00' })).code).toBe(422);
    const when = shanghai(30);
    const scheduled = await act(publisher, article.id, 'schedule', { publish_at: when.slice(0, 16) });
    expect(scheduled.message).toBe('已设置定时发布');
    expect(scheduled.data).toMatchObject({ status: 1, status_text: '定时发布', publish_at: `${when.slice(0, 16)}:00`, published_at: null });
    // rescheduling moves it; not yet due: nothing happens
    const later = shanghai(40);
    expect((await act(publisher, article.id, 'schedule', { publish_at: later })).data.publish_at).toBe(later);
    const db = t.app.database.db;
    await runArticlePublish({ db, now: new Date(Date.now() + 35 * 60_000) });
    expect((await t.call<Article>('GET', `/cms/article/${article.id}`, { token: publisher })).data.status).toBe(1);
    // due: published at its time, and a second run publishes nothing again
    expect(await runArticlePublish({ db, now: new Date(Date.now() + 41 * 60_000) })).toBeGreaterThanOrEqual(1);
    const done = (await t.call<Article>('GET', `/cms/article/${article.id}`, { token: publisher })).data;
    expect(done).toMatchObject({ status: 2, published_at: later, publish_at: null });
    expect(await runArticlePublish({ db, now: new Date(Date.now() + 42 * 60_000) })).toBe(0);
    const logs = await t.call<Array<{ action: string; staff_name: string | null }>>('GET', `/cms/article/${article.id}/logs`, { token: publisher });
    expect(logs.data.map((l) => [l.action, l.staff_name])).toEqual([['create', '主管老李'], ['schedule', '主管老李'], ['schedule', '主管老李'], ['publish', null]]);
    // a scheduled article taken back is not published by the job
    const other = await created();
    await act(publisher, other.id, 'schedule', { publish_at: shanghai(10) });
    expect((await act(publisher, other.id, 'unpublish')).data).toMatchObject({ status: 0, publish_at: null });
    await runArticlePublish({ db, now: new Date(Date.now() + 60 * 60_000) });
    expect((await t.call<Article>('GET', `/cms/article/${other.id}`, { token: publisher })).data.status).toBe(0);
  });

  it('previews a draft by a signed link that expires, not indexed; a tampered, expired or deleted one answers 404', async () => {
    const article = await created({ cover, body: '<p>草稿正文</p>' });
    const link = await previewLink(tenant.tokens.editor, article.id, 2);
    expect(link.code, link.message).toBe(200);
    expect(link.data.url).toBe(`/cms/article/preview?token=${link.data.token}`);
    const seen = await openPreview(link.data.token);
    expect(seen.code).toBe(200);
    expect(seen.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(seen.data).toMatchObject({ id: article.id, title: article.title, body: '<p>草稿正文</p>', status: 0, status_text: '草稿', cover, company_name: expect.stringContaining('Tenant') });
    expect(seen.data.goods.map((g) => g.sku_id)).toEqual(skuIds);
    expect(seen.data.expires_at).toBe(link.data.expires_at);
    // the link shows what is saved now
    await t.call('PUT', '/cms/article', { token: tenant.tokens.editor, body: { ...body(), id: article.id, body: '<p>改过的草稿</p>' } });
    expect((await openPreview(link.data.token)).data.body).toBe('<p>改过的草稿</p>');

    const [tenantId, id, expires, signature] = link.data.token.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const refused = async (token: string, message: string) => {
      const reply = await openPreview(token);
      expect([reply.code, reply.message], token).toEqual([404, message]);
      expect(reply.headers['x-robots-tag']).toBe('noindex, nofollow');
    };
    await refused(`${tenantId}.${id}.${expires}.${flipped}`, '预览链接无效');
    await refused(`${tenantId}.${id}.${Number(expires) + 3600}.${signature}`, '预览链接无效');
    await refused(`${other.tenantId}.${id}.${expires}.${signature}`, '预览链接无效');
    await refused('not-a-token', '预览链接无效');
    expect((await openPreview('')).code).toBe(422);
    // signed right but past its time
    const secret = await previewSecret();
    await refused(signPreview(secret, tenant.tenantId, article.id, Math.floor(Date.now() / 1000) - 1), '预览链接已过期，请重新生成');
    // a deleted article's link stops
    await t.call('DELETE', `/cms/article/${article.id}`, { token: tenant.tokens.publisher });
    await refused(link.data.token, '预览链接无效');
    // bad hours
    expect((await previewLink(tenant.tokens.editor, article.id, 0)).code).toBe(422);
    expect((await previewLink(tenant.tokens.editor, (await created()).id, 169)).code).toBe(422);
  });

  it('serves published articles to the ordering app by the company public key, nothing else', async () => {
    const shown = await created({ title: '春节配送安排', category: 1, sort: 9 });
    await act(tenant.tokens.publisher, shown.id, 'publish');
    const hidden = await created({ title: '未发布的草稿' });
    const link = await t.call<ArticlePublicLink>('GET', '/cms/article/public_link', { token: tenant.tokens.editor });
    const { shop } = link.data;
    expect(link.data.list_url).toBe(`/api/v1/share/cms/articles?shop=${shop}`);
    const list = await t.call<ListData<PublicArticleRow>>('GET', '/share/cms/articles', { query: { shop } });
    expect(list.code).toBe(200);
    expect(list.data.list[0]).toMatchObject({ id: shown.id, title: '春节配送安排', category_text: '公告通知' });
    expect(list.data.list.map((a) => a.id)).not.toContain(hidden.id);
    expect((await t.call<ListData<PublicArticleRow>>('GET', '/share/cms/articles', { query: { shop, category: 3 } })).data.list.map((a) => a.id)).not.toContain(shown.id);
    const one = await t.call<PublicArticle>('GET', '/share/cms/article', { query: { shop, id: shown.id }, headers: { 'accept-language': 'en-US' } });
    expect(one.data).toMatchObject({ id: shown.id, category_text: 'Notices', company_name: expect.stringContaining('Tenant') });
    expect(one.data.goods.map((g) => g.sku_id)).toEqual(skuIds);
    expect((await t.call('GET', '/share/cms/article', { query: { shop, id: hidden.id } })).code).toBe(404);
    // another company's key does not reach these articles; a made-up or altered key is refused
    const otherShop = (await t.call<ArticlePublicLink>('GET', '/cms/article/public_link', { token: other.tokens.admin })).data.shop;
    expect((await t.call('GET', '/share/cms/article', { query: { shop: otherShop, id: shown.id } })).code).toBe(404);
    const forged = `${tenant.tenantId}-${'A'.repeat(22)}`;
    for (const key of [forged, String(tenant.tenantId), `${other.tenantId}-${shop.split('-')[1]}`]) {
      const reply = await t.call('GET', '/share/cms/articles', { query: { shop: key } });
      expect([reply.code, reply.message], key).toEqual([404, '店铺标识无效']);
    }
    expect((await t.call('GET', '/share/cms/articles', { query: {} })).code).toBe(422);
  });
});
