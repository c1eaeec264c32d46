import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { CustomerCategoryResponseSchema, CustomerCategorySchema, CustomerConfigSchema, UpdateCustomerCategorySchema } from '@tradewind/contract/crm/config.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './config.service';


export function registerConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Every form and filter of the customer pages needs the lists, so any signed-in staff may read them.
  route(app, deps, { method: 'GET', url: '/crm/config/customer', permission: 'session', response: CustomerConfigSchema, handler: (ctx) => service.customerConfig(ctx) });
  for (const kind of ['type', 'level'] as const) {
    route(app, deps, { method: 'GET', url: `/crm/${kind}s`, permission: 'crm:setting:index', response: z.array(CustomerCategoryResponseSchema), handler: (ctx) => service.listCategories(ctx, kind) });
    route(app, deps, {
      method: 'GET',
      url: `/crm/${kind}/:id`,
      permission: 'crm:setting:index',
      params: IdParamsSchema,
      response: CustomerCategoryResponseSchema,
      handler: (ctx, { params }) => service.getCategory(ctx, kind, params.id),
    });
    route(app, deps, {
      method: 'POST',
      url: `/crm/${kind}`,
      permission: `crm:${kind}:create`,
      targetType: `crm_customer_${kind}`,
      body: CustomerCategorySchema,
      response: CustomerCategoryResponseSchema,
      handler: (ctx, { body }) => service.createCategory(ctx, kind, body),
    });
    route(app, deps, {
      method: 'PUT',
      url: `/crm/${kind}`,
      permission: `crm:${kind}:update`,
      targetType: `crm_customer_${kind}`,
      body: UpdateCustomerCategorySchema,
      response: CustomerCategoryResponseSchema,
      handler: (ctx, { body }) => service.updateCategory(ctx, kind, body),
    });
    route(app, deps, {
      method: 'DELETE',
      url: `/crm/${kind}/:id`,
      permission: `crm:${kind}:delete`,
      targetType: `crm_customer_${kind}`,
      params: IdParamsSchema,
      response: IdResultSchema,
      handler: (ctx, { params }) => service.deleteCategory(ctx, kind, params.id),
    });
  }
}
