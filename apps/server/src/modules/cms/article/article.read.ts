import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate, type Locale } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { Article, ArticleGoods, ArticleListQuery, ArticleRow, ArticleStatus, PublicArticleRow } from '@tradewind/contract/cms/article.schema';
import type { Db } from '@/core/db/database';
import { containsText } from '@/core/db/like';
import { notDeleted } from '@/core/db/soft-delete';
import { notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus } from '@/modules/pms';
import { staff } from '@/modules/system/staff';
import { articles } from './article.table';

/** Reading articles: the staff list, one article with its goods, and the shapes the public calls answer. */

export type ArticleRecord = typeof articles.$inferSelect;
const creator = alias(staff, 'article_creator');
const updater = alias(staff, 'article_updater');

export const categoryText = (category: number, locale: Locale) => translate(`cms.article_category_${category}`, locale);
const statusText = (status: number, locale: Locale) => translate(`cms.article_status_${status}`, locale);

function toRow(ctx: RequestContext, a: ArticleRecord, names: { creator: string | null; updater: string | null }): ArticleRow {
  const tz = ctx.session.timeZone;
  return {
    id: a.id,
    category: a.category,
    category_text: categoryText(a.category, ctx.locale),
    title: a.title,
    cover: a.cover,
    summary: a.summary,
    sku_ids: a.skuIds,
    sort: a.sort,
    status: a.status as ArticleStatus,
    status_text: statusText(a.status, ctx.locale),
    publish_at: formatDateTime(a.publishAt, tz),
    published_at: formatDateTime(a.publishedAt, tz),
    created_by_name: names.creator ?? '',
    updated_by_name: names.updater ?? '',
    created_at: formatDateTime(a.createdAt, tz)!,
    updated_at: formatDateTime(a.updatedAt, tz)!,
  };
}

/** The linked SKUs as the article shows them, in the article's order; SKUs since deleted are left out. */
export async function articleGoods(db: Db, skuIds: readonly number[]): Promise<ArticleGoods[]> {
  const skus = await readSkus({ db }, skuIds);
  return skuIds.flatMap((id) => {
    const s = skus.get(id);
    if (!s) return [];
    return [{ sku_id: s.id, name: s.name, spec_text: s.spec_text, image: s.image, unit_name: s.unit_name, sale_price: s.sale_price, on_sale: s.status === 1 && s.spu_status === 2 ? 1 : 0 }];
  });
}

/** A live article (not deleted) or the module's 404; `forUpdate` locks it. */
export async function findArticle(ctx: { db: Db }, id: number, options: { forUpdate?: boolean } = {}): Promise<ArticleRecord> {
  const query = ctx.db.select().from(articles).where(and(eq(articles.id, id), notDeleted(articles)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('cms.article_not_found');
  return row;
}

export async function getArticle(ctx: RequestContext, id: number): Promise<Article> {
  const [row] = await ctx.db
    .select({ a: articles, creator: creator.name, updater: updater.name })
    .from(articles)
    .leftJoin(creator, eq(creator.id, articles.createdBy))
    .leftJoin(updater, eq(updater.id, articles.updatedBy))
    .where(and(eq(articles.id, id), notDeleted(articles)));
  if (!row) throw notFound('cms.article_not_found');
  return { ...toRow(ctx, row.a, row), body: row.a.body, goods: await articleGoods(ctx.db, row.a.skuIds) };
}

/** The staff list: newest first, by title, category and state. */
export async function listArticles(ctx: RequestContext, q: ArticleListQuery) {
  const where = and(
    notDeleted(articles),
    containsText(articles.title, q.keyword?.trim()),
    q.category !== undefined ? eq(articles.category, q.category) : undefined,
    q.status !== undefined ? eq(articles.status, q.status) : undefined,
  );
  return paginate(q, {
    rows: (page) =>
      ctx.db
        .select({ a: articles, creator: creator.name, updater: updater.name })
        .from(articles)
        .leftJoin(creator, eq(creator.id, articles.createdBy))
        .leftJoin(updater, eq(updater.id, articles.updatedBy))
        .where(where)
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(articles).where(where),
    map: (rows) => rows.map((r) => toRow(ctx, r.a, r)),
  });
}

/** What a customer sees of an article's head (the public list's row), times in the company's zone. */
export function toPublicRow(a: ArticleRecord, locale: Locale, timeZone: string): PublicArticleRow {
  return {
    id: a.id,
    category: a.category,
    category_text: categoryText(a.category, locale),
    title: a.title,
    cover: a.cover,
    summary: a.summary,
    published_at: formatDateTime(a.publishedAt, timeZone),
  };
}

/** Published and not deleted: what customers may read. */
export const publishedArticles = (): SQL => and(notDeleted(articles), eq(articles.status, 2))!;

/** An article as a card of the shop's home page (marketing README "Shop decoration"): what a list item shows. */
export type ArticleCard = Pick<PublicArticleRow, 'id' | 'title' | 'cover' | 'summary' | 'published_at'>;

/**
 * The published articles among `ids`, in their order (drafts, scheduled, unpublished and deleted ones left
 * out); no ids: the `limit` the ordering app lists first (pinned, then newest). Times in `timeZone`.
 */
export async function publishedArticleCards(db: Db, ids: readonly number[], limit: number, timeZone: string): Promise<ArticleCard[]> {
  const rows =
    ids.length > 0
      ? await db.select().from(articles).where(and(publishedArticles(), inArray(articles.id, [...ids])))
      : await db.select().from(articles).where(publishedArticles()).orderBy(desc(articles.sort), desc(articles.publishedAt), desc(articles.id)).limit(limit);
  const ordered = ids.length > 0 ? ids.flatMap((id) => rows.filter((r) => r.id === id)) : rows;
  return ordered.map((a) => ({ id: a.id, title: a.title, cover: a.cover, summary: a.summary, published_at: formatDateTime(a.publishedAt, timeZone) }));
}
