import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '@tradewind/contract/common/response.schema';
import { BizGoalListQuerySchema, BizGoalSchema, CreateBizGoalSchema, UpdateBizGoalSchema } from '@tradewind/contract/crm/biz-goal.schema';
import type { AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as read from './biz-goal.read';
import * as service from './biz-goal.service';

const targetType = 'crm_biz_goal';

/** Business goals (spec 001 §7 "Business goals: /crm/biz_goals; /crm/biz_goal"): list, detail, create, update, delete. */
export function registerBizGoalRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/crm/biz_goal', listUrl: '/crm/biz_goals', permission: 'crm:biz_goal', read: 'crm:biz_goal:index', targetType }, {
    list: { query: BizGoalListQuerySchema, response: listOf(BizGoalSchema), read: read.listGoals },
    detail: { response: BizGoalSchema, read: read.getGoal },
    create: { body: CreateBizGoalSchema, response: BizGoalSchema, write: service.createGoal },
    update: { body: UpdateBizGoalSchema, response: BizGoalSchema, write: service.updateGoal },
    remove: { response: z.null(), write: service.deleteGoal },
  });
}
