import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import { BizGoalListQuerySchema, BizGoalSchema, CreateBizGoalSchema, UpdateBizGoalSchema } from '@tradewind/contract/crm/biz-goal.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as read from './biz-goal.read';
import * as service from './biz-goal.service';

const targetType = 'crm_biz_goal';

/** Business goals (spec 001 §7 "Business goals: /crm/biz_goals; /crm/biz_goal"): list, detail, create, update, delete. */
export function registerBizGoalRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/biz_goals', permission: 'crm:biz_goal:index', query: BizGoalListQuerySchema, response: listOf(BizGoalSchema), handler: (ctx, { query }) => read.listGoals(ctx, query) });
  route(app, deps, { method: 'GET', url: '/crm/biz_goal/:id', permission: 'crm:biz_goal:index', params: IdParamsSchema, response: BizGoalSchema, handler: (ctx, { params }) => read.getGoal(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/crm/biz_goal', permission: 'crm:biz_goal:create', targetType, body: CreateBizGoalSchema, response: BizGoalSchema, handler: (ctx, { body }) => service.createGoal(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/crm/biz_goal', permission: 'crm:biz_goal:update', targetType, body: UpdateBizGoalSchema, response: BizGoalSchema, handler: (ctx, { body }) => service.updateGoal(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/crm/biz_goal/:id', permission: 'crm:biz_goal:delete', targetType, params: IdParamsSchema, response: z.null(), handler: (ctx, { params }) => service.deleteGoal(ctx, params.id) });
}
