import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  ArticleListQuerySchema,
  ArticleLogsSchema,
  ArticlePreviewSchema,
  ArticlePublicLinkSchema,
  ArticleRowSchema,
  ArticleSchema,
  CreateArticleSchema,
  PreviewLinkRequestSchema,
  PreviewLinkSchema,
  PreviewTokenQuerySchema,
  PublicArticleListQuerySchema,
  PublicArticleQuerySchema,
  PublicArticleRowSchema,
  PublicArticleSchema,
  ScheduleArticleSchema,
  UpdateArticleSchema,
} from '@tradewind/contract/cms/article.schema';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import * as pub from './article-public';
import { articlePublishTask } from './article-publish.job';
import * as read from './article.read';
import * as service from './article.service';

const targetType = 'cms_article';
const detail = ['or', 'cms:article:list', 'cms:article:update'] as const;
/** A preview is a draft not yet meant for the world: search engines are told to leave it (README "Preview"). */
const NOT_INDEXED = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

registerScheduledTask(articlePublishTask);

/** Articles (README "Articles"): the staff's calls, the signed preview and the ordering app's public reads. */
export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps, secrets: pub.CmsSecrets): void {
  route(app, deps, { method: 'GET', url: '/cms/articles', permission: 'cms:article:list', query: ArticleListQuerySchema, response: listOf(ArticleRowSchema), handler: (ctx, { query }) => read.listArticles(ctx, query) });
  route(app, deps, { method: 'GET', url: '/cms/article/public_link', permission: 'cms:article:list', response: ArticlePublicLinkSchema, handler: async (ctx) => pub.publicLink(ctx, secrets) });
  route(app, deps, { method: 'GET', url: '/cms/article/:id', permission: detail, params: IdParamsSchema, response: ArticleSchema, handler: (ctx, { params }) => read.getArticle(ctx, params.id) });
  route(app, deps, { method: 'GET', url: '/cms/article/:id/logs', permission: detail, params: IdParamsSchema, response: ArticleLogsSchema, handler: (ctx, { params }) => service.articleLogs(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/cms/article', permission: 'cms:article:create', targetType, body: CreateArticleSchema, response: ArticleSchema, handler: (ctx, { body }) => service.createArticle(ctx, app.storage, body) });
  route(app, deps, { method: 'PUT', url: '/cms/article', permission: 'cms:article:update', targetType, body: UpdateArticleSchema, response: ArticleSchema, handler: (ctx, { body }) => service.updateArticle(ctx, app.storage, body) });
  route(app, deps, { method: 'PUT', url: '/cms/article/:id/publish', permission: 'cms:article:publish', targetType, params: IdParamsSchema, response: ArticleSchema, successMessage: 'cms.article_published', handler: (ctx, { params }) => service.publishArticle(ctx, params.id) });
  route(app, deps, {
    method: 'PUT',
    url: '/cms/article/:id/schedule',
    permission: 'cms:article:publish',
    action: 'cms:article:schedule',
    targetType,
    params: IdParamsSchema,
    body: ScheduleArticleSchema,
    response: ArticleSchema,
    successMessage: 'cms.article_scheduled',
    handler: (ctx, { params, body }) => service.scheduleArticle(ctx, params.id, body),
  });
  route(app, deps, { method: 'PUT', url: '/cms/article/:id/unpublish', permission: 'cms:article:unpublish', targetType, params: IdParamsSchema, response: ArticleSchema, successMessage: 'cms.article_unpublished', handler: (ctx, { params }) => service.unpublishArticle(ctx, params.id) });
  route(app, deps, { method: 'DELETE', url: '/cms/article/:id', permission: 'cms:article:delete', targetType, params: IdParamsSchema, response: z.null(), handler: (ctx, { params }) => service.deleteArticle(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/cms/article/:id/preview_link',
    permission: 'cms:article:preview',
    targetType,
    params: IdParamsSchema,
    body: PreviewLinkRequestSchema,
    response: PreviewLinkSchema,
    handler: (ctx, { params, body }) => pub.makePreviewLink(ctx, secrets, params.id, body.hours),
  });
  publicRoute(app, deps, { method: 'GET', url: '/share/cms/article_preview', headers: NOT_INDEXED, query: PreviewTokenQuerySchema, response: ArticlePreviewSchema, handler: (ctx, { query }) => pub.readPreview(ctx, secrets, query.token) });
  publicRoute(app, deps, { method: 'GET', url: '/share/cms/articles', query: PublicArticleListQuerySchema, response: listOf(PublicArticleRowSchema), handler: (ctx, { query }) => pub.listPublicArticles(ctx, secrets, query) });
  publicRoute(app, deps, { method: 'GET', url: '/share/cms/article', query: PublicArticleQuerySchema, response: PublicArticleSchema, handler: (ctx, { query }) => pub.readPublicArticle(ctx, secrets, query.shop, query.id) });
}
