import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  AddVisitPlanTargetsSchema,
  CreateVisitPlanSchema,
  UpdateVisitPlanSchema,
  VisitPlanDetailSchema,
  VisitPlanListQuerySchema,
  VisitPlanSchema,
  VisitPlanTargetParamsSchema,
} from '@tradewind/contract/crm/visit-plan.schema';
import { registerPermissions } from '@/core/auth/permission-registry';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { visitPlanExporter } from './visit-plan.export';
import * as read from './visit-plan.read';
import * as service from './visit-plan.service';

const targetType = 'crm_visit_plan';

/** Visit plans (spec 001 §7): list and export, CRUD, targets added (customers or a crowd) and removed. */
export function registerVisitPlanRoutes(app: FastifyInstance, deps: AppDeps): void {
  // a plan for someone else (visit-plan.service.ts assertOwner): checked in the service, not by a route
  registerPermissions('crm:visit_plan:assign');
  readRoute(app, deps, '/crm/visit_plans', 'crm:visit_plan:list', { query: VisitPlanListQuerySchema, response: listOf(VisitPlanSchema), read: read.listPlans, exporter: visitPlanExporter });
  route(app, deps, {
    method: 'GET',
    url: '/crm/visit_plan/:id',
    permission: ['or', 'crm:visit_plan:detail', 'crm:visit_plan:update'],
    params: IdParamsSchema,
    response: VisitPlanDetailSchema,
    handler: (ctx, { params }) => read.getPlan(ctx, params.id),
  });
  route(app, deps, { method: 'POST', url: '/crm/visit_plan', permission: 'crm:visit_plan:create', targetType, body: CreateVisitPlanSchema, response: VisitPlanDetailSchema, handler: (ctx, { body }) => service.createPlan(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/crm/visit_plan', permission: 'crm:visit_plan:update', targetType, body: UpdateVisitPlanSchema, response: VisitPlanDetailSchema, handler: (ctx, { body }) => service.updatePlan(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/crm/visit_plan/:id', permission: 'crm:visit_plan:delete', targetType, params: IdParamsSchema, response: z.null(), handler: (ctx, { params }) => service.deletePlan(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/crm/visit_plan/:id/target',
    permission: 'crm:visit_plan:update',
    targetType,
    params: IdParamsSchema,
    body: AddVisitPlanTargetsSchema,
    response: VisitPlanDetailSchema,
    handler: (ctx, { params, body }) => service.addPlanTargets(ctx, params.id, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/visit_plan/:id/target/:customer_id',
    permission: 'crm:visit_plan:update',
    targetType,
    params: VisitPlanTargetParamsSchema,
    response: VisitPlanDetailSchema,
    handler: (ctx, { params }) => service.removePlanTarget(ctx, params.id, params.customer_id),
  });
}
