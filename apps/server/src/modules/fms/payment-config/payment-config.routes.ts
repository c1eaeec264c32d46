import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CreatePaymentConfigSchema,
  PaymentConfigListQuerySchema,
  PaymentConfigSchema,
  PaymentConfigStatusSchema,
  UpdatePaymentConfigSchema,
} from '@tradewind/contract/fms/payment-config.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './payment-config.service';
import { type OwnUploadRule, ownUploadOrNull } from '@/modules/common';

const QR_IMAGE: OwnUploadRule = { field: 'qr_image', kind: 'image' };

/** The tenant's payment methods and accounts (/fms/payment_config/list; module README "Payment config"). */
export function registerPaymentConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/fms/payment_config',
    permission: 'fms:payment_config:list',
    query: PaymentConfigListQuerySchema,
    response: z.object({ list: z.array(PaymentConfigSchema) }),
    handler: (ctx, { query }) => service.listPaymentConfigs(ctx, query),
  });
  // the whole account number, for the edit form
  route(app, deps, { method: 'GET', url: '/fms/payment_config/:id', permission: 'fms:payment_config:update', params: IdParamsSchema, response: PaymentConfigSchema, handler: (ctx, { params }) => service.getPaymentConfig(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/fms/payment_config', permission: 'fms:payment_config:create', targetType: 'fms_payment_config', body: CreatePaymentConfigSchema, response: PaymentConfigSchema, handler: async (ctx, { body }) => service.createPaymentConfig(ctx, { ...body, qr_image: await ownUploadOrNull(ctx, app.storage, body.qr_image, QR_IMAGE) }) });
  route(app, deps, { method: 'PUT', url: '/fms/payment_config', permission: 'fms:payment_config:update', targetType: 'fms_payment_config', body: UpdatePaymentConfigSchema, response: PaymentConfigSchema, handler: async (ctx, { body }) => service.updatePaymentConfig(ctx, { ...body, qr_image: await ownUploadOrNull(ctx, app.storage, body.qr_image, QR_IMAGE) }) });
  route(app, deps, {
    method: 'PUT',
    url: '/fms/payment_config/:id/status',
    permission: 'fms:payment_config:update',
    targetType: 'fms_payment_config',
    params: IdParamsSchema,
    body: PaymentConfigStatusSchema,
    response: PaymentConfigSchema,
    handler: (ctx, { params, body }) => service.setPaymentConfigStatus(ctx, params.id, body.status),
  });
  route(app, deps, { method: 'PUT', url: '/fms/payment_config/:id/default', permission: 'fms:payment_config:update', targetType: 'fms_payment_config', params: IdParamsSchema, response: PaymentConfigSchema, handler: (ctx, { params }) => service.setDefaultPaymentConfig(ctx, params.id) });
  route(app, deps, { method: 'DELETE', url: '/fms/payment_config/:id', permission: 'fms:payment_config:delete', targetType: 'fms_payment_config', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deletePaymentConfig(ctx, params.id) });
}
