import { eq, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import type { ActionOf } from '@tradewind/contract/common/document-states';
import { ARTICLE_STATES, type Article, type CreateArticleInput, type ScheduleArticleInput, type UpdateArticleInput } from '@tradewind/contract/cms/article.schema';
import { queryOne } from '@/core/db/database';
import { actorOf, listDocumentLogs, writeDocumentLog, type DocumentLog } from '@/core/documents/document-log';
import { lockDocument, transition, type DocumentTable } from '@/core/documents/transition';
import { sanitizeRichText, tenantImages } from '@/core/html/rich-text';
import { conflict, invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { ownUploadOrNull } from '@/modules/common';
import { readSkus } from '@/modules/pms';
import { findArticle, getArticle } from './article.read';
import { articles } from './article.table';

type ArticleAction = ActionOf<typeof ARTICLE_STATES>;

/** The article as a document: its states (contract), the live rows, its 404 and 409. */
export const ARTICLE_DOCUMENT: DocumentTable<ArticleAction> = {
  type: 'cms_article',
  table: 'cms_articles',
  states: ARTICLE_STATES,
  scope: () => sql`deleted_at IS NULL`,
  notFound: 'cms.article_not_found',
  conflict: (ctx, status, action) =>
    conflict('cms.article_state_conflict', { status: translate(`cms.article_status_${status}`, ctx.locale), action: translate(`cms.article_action_${action}`, ctx.locale) }),
};

/**
 * The form's values as stored: the body cleaned (README "Rich text") — a body with nothing left to show is
 * refused — the cover one of the tenant's uploads, the goods SKUs of the tenant.
 */
async function articleValues(ctx: RequestContext, storage: FileStorage, input: CreateArticleInput) {
  const body = sanitizeRichText(input.body, { imageAllowed: tenantImages(ctx.tenantId) });
  if (!/<img\b/i.test(body) && body.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '') throw invalidField('body', 'cms.article_body_empty');
  const cover = await ownUploadOrNull(ctx, storage, input.cover, { field: 'cover', kind: 'image', messageKey: 'cms.article_cover_unknown' });
  const found = await readSkus(ctx, input.sku_ids);
  const missing = input.sku_ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw invalidField(`sku_ids.${missing}`, 'cms.article_goods_unknown');
  return { category: input.category, title: input.title, cover, summary: input.summary, body, skuIds: input.sku_ids, sort: input.sort };
}

/** POST /cms/article: a new draft. */
export async function createArticle(ctx: RequestContext, storage: FileStorage, input: CreateArticleInput): Promise<Article> {
  const values = await articleValues(ctx, storage, input);
  const [row] = await ctx.db
    .insert(articles)
    .values({ ...values, tenantId: ctx.tenantId, status: 0, createdBy: ctx.staffId, updatedBy: ctx.staffId })
    .returning({ id: articles.id });
  await writeDocumentLog(ctx.db, { type: 'cms_article', id: row.id, action: 'create', from: null, to: 0, by: actorOf(ctx) });
  return getArticle(ctx, row.id);
}

/** PUT /cms/article: the form again, in any state; a published article shows the change at once. */
export async function updateArticle(ctx: RequestContext, storage: FileStorage, input: UpdateArticleInput): Promise<Article> {
  const row = await lockDocument(ctx, ARTICLE_DOCUMENT, 'update', input.id);
  const values = await articleValues(ctx, storage, input);
  await ctx.db.update(articles).set({ ...values, updatedBy: ctx.staffId, updatedAt: new Date() }).where(eq(articles.id, row.id));
  await writeDocumentLog(ctx.db, { type: 'cms_article', id: row.id, action: 'update', from: row.status, to: row.status, by: actorOf(ctx) });
  return getArticle(ctx, row.id);
}

/** PUT /cms/article/:id/publish: published now (a draft, or a scheduled one ahead of its time). */
export async function publishArticle(ctx: RequestContext, id: number): Promise<Article> {
  await transition(ctx, ARTICLE_DOCUMENT, 'publish', id, { set: sql`published_at = now(), publish_at = NULL, updated_by = ${ctx.staffId}::int` });
  return getArticle(ctx, id);
}

/** PUT /cms/article/:id/schedule: the scheduled job publishes it at `publish_at` (the tenant's wall clock, ahead of now). */
export async function scheduleArticle(ctx: RequestContext, id: number, input: ScheduleArticleInput): Promise<Article> {
  const row = await lockDocument(ctx, ARTICLE_DOCUMENT, 'schedule', id);
  const at = await queryOne<{ at: Date | string; ahead: boolean }>(
    ctx.db,
    sql`SELECT (${input.publish_at}::timestamp AT TIME ZONE ${ctx.session.timeZone}) AS at, (${input.publish_at}::timestamp AT TIME ZONE ${ctx.session.timeZone}) > now() AS ahead`,
  );
  if (!at?.ahead) throw invalidField('publish_at', 'cms.article_publish_at_past');
  await transition(ctx, ARTICLE_DOCUMENT, 'schedule', row, {
    set: sql`publish_at = ${new Date(at.at).toISOString()}::timestamptz, updated_by = ${ctx.staffId}::int`,
    remark: input.publish_at,
  });
  return getArticle(ctx, id);
}

/** PUT /cms/article/:id/unpublish: back to a draft (customers stop seeing it; a scheduled one stays unpublished). */
export async function unpublishArticle(ctx: RequestContext, id: number): Promise<Article> {
  await transition(ctx, ARTICLE_DOCUMENT, 'unpublish', id, { set: sql`publish_at = NULL, published_at = NULL, updated_by = ${ctx.staffId}::int` });
  return getArticle(ctx, id);
}

/** DELETE /cms/article/:id: soft; a published article is unpublished first (409 otherwise). */
export async function deleteArticle(ctx: RequestContext, id: number): Promise<null> {
  const row = await lockDocument(ctx, ARTICLE_DOCUMENT, 'delete', id);
  await ctx.db.update(articles).set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: ctx.staffId }).where(eq(articles.id, row.id));
  await writeDocumentLog(ctx.db, { type: 'cms_article', id: row.id, action: 'delete', from: row.status, to: row.status, by: actorOf(ctx) });
  return null;
}

/** GET /cms/article/:id/logs: what happened to it, oldest first. */
export async function articleLogs(ctx: RequestContext, id: number): Promise<DocumentLog[]> {
  await findArticle(ctx, id);
  return listDocumentLogs(ctx.db, 'cms_article', id, ctx.session.timeZone);
}
