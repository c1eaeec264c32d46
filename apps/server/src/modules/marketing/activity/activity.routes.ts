import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  ActivityListQuerySchema,
  ActivityPreviewResultSchema,
  ActivityPreviewSchema,
  ActivitySavedSchema,
  ActivitySchema,
  CreateActivitySchema,
  UpdateActivitySchema,
} from '@tradewind/contract/marketing/activity.schema';
import { route, type AppDeps } from '@/core/http/route';
import { previewActivity } from './activity-preview';
import * as read from './activity.read';
import * as service from './activity.service';

const targetType = 'marketing_activity';
const EDITING = ['or', 'marketing:activity:create', 'marketing:activity:update'] as const;

/** Activities (marketing README "Activities"): list, one, create, update (with overlap warnings), on/off, void, "try a cart". */
export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/marketing/activities', permission: 'marketing:activity:list', query: ActivityListQuerySchema, response: listOf(ActivitySchema), handler: (ctx, { query }) => read.listActivities(ctx, query) });
  route(app, deps, { method: 'GET', url: '/marketing/activity/:id', permission: ['or', 'marketing:activity:list', 'marketing:activity:update'], params: IdParamsSchema, response: ActivitySchema, handler: (ctx, { params }) => read.getActivity(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/marketing/activity/preview', permission: [...EDITING], audit: false, body: ActivityPreviewSchema, response: ActivityPreviewResultSchema, handler: (ctx, { body }) => previewActivity(ctx, body) });
  route(app, deps, { method: 'POST', url: '/marketing/activity', permission: 'marketing:activity:create', targetType, body: CreateActivitySchema, response: ActivitySavedSchema, handler: (ctx, { body }) => service.createActivity(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/marketing/activity', permission: 'marketing:activity:update', targetType, body: UpdateActivitySchema, response: ActivitySavedSchema, handler: (ctx, { body }) => service.updateActivity(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/marketing/activity/:id/on', permission: 'marketing:activity:switch', targetType, params: IdParamsSchema, response: ActivitySavedSchema, handler: (ctx, { params }) => service.switchActivity(ctx, params.id, 1) });
  route(app, deps, { method: 'PUT', url: '/marketing/activity/:id/off', permission: 'marketing:activity:switch', targetType, params: IdParamsSchema, response: ActivitySavedSchema, handler: (ctx, { params }) => service.switchActivity(ctx, params.id, 2) });
  route(app, deps, { method: 'PUT', url: '/marketing/activity/:id/void', permission: 'marketing:activity:void', targetType, params: IdParamsSchema, response: ActivitySavedSchema, handler: (ctx, { params }) => service.voidActivity(ctx, params.id) });
}
