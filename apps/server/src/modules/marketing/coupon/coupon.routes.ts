import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  ClaimCouponSchema,
  CouponBatchSchema,
  CouponCodeListQuerySchema,
  CouponCodeSchema,
  CouponListQuerySchema,
  CouponSchema,
  CreateCouponSchema,
  CustomerCouponQuerySchema,
  CustomerCouponSchema,
  GenerateCodesResultSchema,
  GenerateCodesSchema,
  IssueCouponSchema,
  IssueResultSchema,
  UpdateCouponSchema,
} from '@tradewind/contract/marketing/coupon.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { couponCodeExporter } from './coupon.export';
import * as read from './coupon.read';
import * as service from './coupon.service';

const targetType = 'marketing_coupon';

/**
 * Coupons (marketing README "Coupons"): list, detail, CRUD, stop and void, issuing to customers or a
 * crowd, claiming with a code, the codes (batches, list, export) and a customer's coupons for the order form.
 */
export function registerCouponRoutes(app: FastifyInstance, deps: AppDeps): void {
  const p = 'marketing:coupon';
  const codes = ['or', `${p}:code`, `${p}:code_create`] as const;
  route(app, deps, { method: 'GET', url: '/marketing/coupons', permission: `${p}:list`, query: CouponListQuerySchema, response: listOf(CouponSchema), handler: (ctx, { query }) => read.listCoupons(ctx, query) });
  route(app, deps, { method: 'GET', url: '/marketing/coupon/:id', permission: ['or', `${p}:list`, `${p}:update`, `${p}:code`], params: IdParamsSchema, response: CouponSchema, handler: (ctx, { params }) => read.getCoupon(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/marketing/coupon', permission: `${p}:create`, targetType, body: CreateCouponSchema, response: CouponSchema, handler: (ctx, { body }) => service.createCoupon(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/marketing/coupon', permission: `${p}:update`, targetType, body: UpdateCouponSchema, response: CouponSchema, handler: (ctx, { body }) => service.updateCoupon(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/marketing/coupon/:id', permission: `${p}:delete`, targetType, params: IdParamsSchema, response: z.null(), handler: (ctx, { params }) => service.deleteCoupon(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/marketing/coupon/:id/stop', permission: `${p}:stop`, targetType, params: IdParamsSchema, response: CouponSchema, handler: (ctx, { params }) => service.stopCoupon(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/marketing/coupon/:id/void', permission: `${p}:void`, targetType, params: IdParamsSchema, response: CouponSchema, handler: (ctx, { params }) => service.voidCoupon(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/marketing/coupon/:id/issue',
    permission: `${p}:issue`,
    targetType,
    params: IdParamsSchema,
    body: IssueCouponSchema,
    response: IssueResultSchema,
    handler: (ctx, { params, body }) => service.issueCoupon(ctx, params.id, body),
  });
  // a hot call whose statements are prepared and looked up by unique keys: one plan each (marketing README "What a claim costs")
  route(app, deps, {
    method: 'POST',
    url: '/marketing/coupon/claim',
    permission: `${p}:claim`,
    targetType,
    body: ClaimCouponSchema,
    response: CustomerCouponSchema,
    successMessage: 'marketing.coupon_claimed',
    genericPlans: true,
    handler: (ctx, { body }) => service.claimCoupon(ctx, body),
  });
  route(app, deps, {
    method: 'POST',
    url: '/marketing/coupon/:id/codes',
    permission: `${p}:code_create`,
    targetType,
    params: IdParamsSchema,
    body: GenerateCodesSchema,
    response: GenerateCodesResultSchema,
    handler: (ctx, { params, body }) => service.generateCodes(ctx, params.id, body.count),
  });
  route(app, deps, { method: 'GET', url: '/marketing/coupon/:id/batches', permission: codes, params: IdParamsSchema, response: z.array(CouponBatchSchema), handler: (ctx, { params }) => read.listBatches(ctx, params.id) });
  readRoute(app, deps, '/marketing/coupon_codes', codes, { query: CouponCodeListQuerySchema, response: listOf(CouponCodeSchema), read: read.listCodes, exporter: couponCodeExporter });
  route(app, deps, {
    method: 'GET',
    url: '/marketing/customer_coupons',
    permission: ['or', `${p}:list`, 'oms:order:create', 'oms:order:update'],
    query: CustomerCouponQuerySchema,
    response: z.array(CustomerCouponSchema),
    handler: (ctx, { query }) => read.listCustomerCoupons(ctx, query),
  });
}
