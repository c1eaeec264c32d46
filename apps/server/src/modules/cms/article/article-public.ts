import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  ARTICLE_PREVIEW_PATH,
  type ArticlePreview,
  type ArticlePublicLink,
  type PreviewLink,
  type PublicArticle,
  type PublicArticleListQuery,
  type PublicArticleRow,
} from '@tradewind/contract/cms/article.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate } from '@tradewind/contract/common/messages';
import { enterLiveTenant, enterPublicTenant, type PublicTenant, type TenantPublicKeys } from '@/core/auth/tenant-public-key';
import { notDeleted } from '@/core/db/soft-delete';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { lockDocument } from '@/core/documents/transition';
import { articleGoods, publishedArticles, toPublicRow, type ArticleRecord } from './article.read';
import { ARTICLE_DOCUMENT } from './article.service';
import { articles } from './article.table';

/**
 * The secrets of the public calls, shared by every node through the database (loaded when the app is ready):
 * the preview's, and the company's public key every public read of the ordering app takes.
 */
export type CmsSecrets = { preview: () => string; keys: TenantPublicKeys };

const HOUR_MS = 3_600_000;

// ---------- the signed preview link ----------

const previewMac = (secret: string, payload: string) => createHmac('sha256', secret).update(`cms_article_preview\n${payload}`).digest('base64url');

/** `{tenant}.{article}.{expires, epoch seconds}.{HMAC}`: nothing is stored; the secret and the clock check it. */
export function signPreview(secret: string, tenantId: number, articleId: number, expires: number): string {
  const payload = `${tenantId}.${articleId}.${expires}`;
  return `${payload}.${previewMac(secret, payload)}`;
}

/** The tenant and article of a preview token, or the 404 of a forged/altered (invalid) or expired one. */
export function verifyPreview(secret: string, token: string, now = Date.now()): { tenantId: number; articleId: number; expires: number } {
  const m = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw notFound('cms.preview_invalid');
  const expected = Buffer.from(previewMac(secret, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound('cms.preview_invalid');
  const expires = Number(m[3]);
  if (expires * 1000 <= now) throw notFound('cms.preview_expired');
  return { tenantId: Number(m[1]), articleId: Number(m[2]), expires };
}

/** POST /cms/article/:id/preview_link: a link to the preview page valid `hours` hours. */
export async function makePreviewLink(ctx: RequestContext, secrets: CmsSecrets, id: number, hours: number): Promise<PreviewLink> {
  await lockDocument(ctx, ARTICLE_DOCUMENT, 'preview', id);
  const expires = Math.floor((Date.now() + hours * HOUR_MS) / 1000);
  const token = signPreview(secrets.preview(), ctx.tenantId, id, expires);
  return { token, url: `${ARTICLE_PREVIEW_PATH}?token=${token}`, expires_at: formatDateTime(new Date(expires * 1000), ctx.session.timeZone)! };
}

async function toPublicArticle(ctx: PublicContext, a: ArticleRecord, tenant: PublicTenant): Promise<PublicArticle> {
  return { ...toPublicRow(a, ctx.locale, tenant.time_zone), body: a.body, goods: await articleGoods(ctx.db, a.skuIds), company_name: tenant.name };
}

/**
 * `GET /share/cms/article_preview?token=` (no login, not indexed): the article as it is saved now, in any
 * state, as the ordering app will show it. A deleted article's link stops answering (invalid).
 */
export async function readPreview(ctx: PublicContext, secrets: CmsSecrets, token: string): Promise<ArticlePreview> {
  const { tenantId, articleId, expires } = verifyPreview(secrets.preview(), token);
  const tenant = await enterLiveTenant(ctx, tenantId, 'cms.preview_invalid');
  const [article] = await ctx.db.select().from(articles).where(and(eq(articles.id, articleId), notDeleted(articles)));
  if (!article) throw notFound('cms.preview_invalid');
  return {
    ...(await toPublicArticle(ctx, article, tenant)),
    status: article.status,
    status_text: translate(`cms.article_status_${article.status}`, ctx.locale),
    expires_at: formatDateTime(new Date(expires * 1000), tenant.time_zone)!,
  };
}

// ---------- what the ordering app reads ----------

/** GET /cms/article/public_link: the company's public key and the path of its published articles. */
export function publicLink(ctx: RequestContext, secrets: CmsSecrets): ArticlePublicLink {
  const shop = secrets.keys.keyOf(ctx.tenantId);
  return { shop, list_url: `/api/v1/share/cms/articles?shop=${shop}` };
}

/** `GET /share/cms/articles?shop=`: published articles, pinned (sort) first, then newest. */
export async function listPublicArticles(ctx: PublicContext, secrets: CmsSecrets, q: PublicArticleListQuery): Promise<ListData<PublicArticleRow>> {
  const tenant = await enterPublicTenant(ctx, secrets.keys, q.shop);
  const where = and(publishedArticles(), q.category !== undefined ? eq(articles.category, q.category) : undefined);
  return paginate(q, {
    rows: (page) => ctx.db.select().from(articles).where(where).orderBy(desc(articles.sort), desc(articles.publishedAt), desc(articles.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(articles).where(where),
    map: (rows) => rows.map((a) => toPublicRow(a, ctx.locale, tenant.time_zone)),
  });
}

/** `GET /share/cms/article?shop=&id=`: one published article with its goods; anything else is 404. */
export async function readPublicArticle(ctx: PublicContext, secrets: CmsSecrets, shop: string, id: number): Promise<PublicArticle> {
  const tenant = await enterPublicTenant(ctx, secrets.keys, shop);
  const [article] = await ctx.db.select().from(articles).where(and(eq(articles.id, id), publishedArticles()));
  if (!article) throw notFound('cms.article_not_found');
  return toPublicArticle(ctx, article, tenant);
}
