import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CarryFeeDetailSchema,
  CarryFeeListQuerySchema,
  CarryFeeOrderOptionSchema,
  CarryFeeOrderQuerySchema,
  CarryFeeQuoteQuerySchema,
  CarryFeeQuoteSchema,
  CarryFeeRemarkSchema,
  CarryFeeSchema,
  CreateCarryFeeSchema,
  UpdateCarryFeeSchema,
} from '@tradewind/contract/lms/fleet-pay.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './carry-fee.service';

/** /lms/logistics_carry_fee/* (lms README "Fleet, settings and pay"). */
export function registerCarryFeeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'lms_carry_fee';
  route(app, deps, { method: 'GET', url: '/lms/logistics_carry_fees', permission: 'lms:logistics_carry_fee:list', query: CarryFeeListQuerySchema, response: listOf(CarryFeeSchema), handler: (ctx, { query }) => service.listCarryFees(ctx, query) });
  route(app, deps, {
    method: 'GET',
    url: '/lms/logistics_carry_fee/orders',
    permission: ['or', 'lms:logistics_carry_fee:create', 'lms:logistics_carry_fee:update'],
    query: CarryFeeOrderQuerySchema,
    response: z.array(CarryFeeOrderOptionSchema),
    handler: (ctx, { query }) => service.listCarryFeeOrders(ctx, query.keyword),
  });
  route(app, deps, {
    method: 'GET',
    url: '/lms/logistics_carry_fee/quote',
    permission: ['or', 'lms:logistics_carry_fee:create', 'lms:logistics_carry_fee:update'],
    query: CarryFeeQuoteQuerySchema,
    response: CarryFeeQuoteSchema.nullable(),
    handler: (ctx, { query }) => service.quoteForOrder(ctx, query),
  });
  route(app, deps, { method: 'GET', url: '/lms/logistics_carry_fee/:id', permission: 'lms:logistics_carry_fee:list', params: IdParamsSchema, response: CarryFeeDetailSchema, handler: (ctx, { params }) => service.getCarryFee(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/lms/logistics_carry_fee', permission: 'lms:logistics_carry_fee:create', targetType: t, body: CreateCarryFeeSchema, response: CarryFeeDetailSchema, handler: (ctx, { body }) => service.createCarryFee(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/logistics_carry_fee', permission: 'lms:logistics_carry_fee:update', targetType: t, body: UpdateCarryFeeSchema, response: CarryFeeDetailSchema, handler: (ctx, { body }) => service.updateCarryFee(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/lms/logistics_carry_fee/:id', permission: 'lms:logistics_carry_fee:delete', targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteCarryFee(ctx, params.id) });
  route(app, deps, {
    method: 'PUT',
    url: '/lms/logistics_carry_fee/:id/confirm',
    permission: 'lms:logistics_carry_fee:confirm',
    targetType: t,
    params: IdParamsSchema,
    body: CarryFeeRemarkSchema,
    response: CarryFeeDetailSchema,
    handler: (ctx, { params, body }) => service.confirmCarryFee(ctx, params.id, body.remark),
  });
}
