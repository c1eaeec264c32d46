import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  FinishInstalmentSchema,
  FinishParamsSchema,
  PaymentPlanDetailSchema,
  PaymentPlanInputSchema,
  PaymentPlanListQuerySchema,
  PaymentPlanSchema,
  PlanReceiptSchema,
} from '@tradewind/contract/crm/payment-plan.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { paymentPlanRemindTask } from './payment-plan-remind.job';
import { listPaymentPlans, readPaymentPlan } from './payment-plan.read';
import * as service from './payment-plan.service';

const targetType = 'crm_payment_plan';

registerScheduledTask(paymentPlanRemindTask);

/** Payment plans (spec 001 §7 "Payment plans: /crm/payment_plans; /crm/payment_plan CRUD; PUT /{id}/finish/{x}"). */
export function registerPaymentPlanRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/crm/payment_plan', listUrl: '/crm/payment_plans', permission: 'crm:payment_plan', targetType }, {
    list: { query: PaymentPlanListQuerySchema, response: listOf(PaymentPlanSchema), read: listPaymentPlans },
    create: { body: PaymentPlanInputSchema, response: PaymentPlanDetailSchema, write: service.createPaymentPlan },
    remove: { response: z.null(), write: service.deletePaymentPlan },
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/payment_plan/:id',
    permission: ['or', 'crm:payment_plan:detail', 'crm:payment_plan:list'],
    params: IdParamsSchema,
    response: PaymentPlanDetailSchema,
    handler: (ctx, { params }) => readPaymentPlan(ctx, params.id),
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/payment_plan/:id/receipts',
    permission: 'crm:payment_plan:finish',
    params: IdParamsSchema,
    response: z.object({ list: z.array(PlanReceiptSchema) }),
    handler: (ctx, { params }) => service.planReceipts(ctx, params.id),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/payment_plan/:id',
    permission: 'crm:payment_plan:update',
    targetType,
    params: IdParamsSchema,
    body: PaymentPlanInputSchema,
    response: PaymentPlanDetailSchema,
    handler: (ctx, { params, body }) => service.updatePaymentPlan(ctx, params.id, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/payment_plan/:id/finish/:x',
    permission: 'crm:payment_plan:finish',
    targetType,
    params: FinishParamsSchema,
    body: FinishInstalmentSchema,
    response: PaymentPlanDetailSchema,
    handler: (ctx, { params, body }) => service.finishInstalment(ctx, params.id, params.x, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/payment_plan/:id/cancel',
    permission: 'crm:payment_plan:cancel',
    targetType,
    params: IdParamsSchema,
    response: PaymentPlanDetailSchema,
    handler: (ctx, { params }) => service.cancelPaymentPlan(ctx, params.id),
  });
}
