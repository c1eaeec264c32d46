import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { CreateFeedbackSchema, FeedbackListQuerySchema, FeedbackReplySchema, FeedbackSchema, FeedbackStatusSchema } from '@tradewind/contract/marketing/feedback.schema';
import { route, type AppDeps } from '@/core/http/route';
import { ownUploads, type OwnUploadRule } from '@/modules/common';
import * as service from './feedback.service';

const targetType = 'marketing_feedback';
const IMAGES: OwnUploadRule = { field: 'images', kind: 'image' };

/** Feedback (/marketing/feedback/list; README "Feedback"). */
export function registerFeedbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/marketing/feedbacks', permission: 'marketing:feedback:list', query: FeedbackListQuerySchema, response: listOf(FeedbackSchema), handler: (ctx, { query }) => service.listFeedbacks(ctx, query) });
  route(app, deps, { method: 'GET', url: '/marketing/feedback/:id', permission: 'marketing:feedback:list', params: IdParamsSchema, response: FeedbackSchema, handler: (ctx, { params }) => service.getFeedback(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/marketing/feedback',
    permission: 'marketing:feedback:create',
    targetType,
    body: CreateFeedbackSchema,
    response: FeedbackSchema,
    handler: async (ctx, { body }) => service.createFeedback(ctx, { ...body, images: await ownUploads(ctx, app.storage, body.images, IMAGES) }),
  });
  route(app, deps, { method: 'PUT', url: '/marketing/feedback/:id/reply', permission: 'marketing:feedback:reply', targetType, params: IdParamsSchema, body: FeedbackReplySchema, response: FeedbackSchema, handler: (ctx, { params, body }) => service.replyFeedback(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/marketing/feedback/:id/status', permission: 'marketing:feedback:status', targetType, params: IdParamsSchema, body: FeedbackStatusSchema, response: FeedbackSchema, handler: (ctx, { params, body }) => service.setFeedbackStatus(ctx, params.id, body.action) });
}
