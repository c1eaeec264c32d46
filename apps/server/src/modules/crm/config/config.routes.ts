import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { CustomerCategoryResponseSchema, CustomerCategorySchema, CustomerConfigSchema, UpdateCustomerCategorySchema } from '@tradewind/contract/crm/config.schema';
import { route, type AppDeps } from '@/core/http/route';
import { ConfigOptionItemSchema, ConfigOptionSchema, UpdateConfigOptionSchema } from '@tradewind/contract/crm/setting.schema';
import * as service from './config.service';
import * as options from './option.service';


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
  // Customer sources and follow-up types (the settings page's other two tabs); `id` is the stored value.
  for (const [kind, plural, single] of [['source', 'sources', 'source'], ['visit_type', 'visit_types', 'visit_type']] as const) {
    const targetType = `crm_${kind}`;
    route(app, deps, { method: 'GET', url: `/crm/${plural}`, permission: 'crm:setting:index', response: z.array(ConfigOptionItemSchema), handler: (ctx) => options.listOptions(ctx, kind) });
    route(app, deps, { method: 'POST', url: `/crm/${single}`, permission: `crm:${kind}:create`, targetType, body: ConfigOptionSchema, response: ConfigOptionItemSchema, handler: (ctx, { body }) => options.createOption(ctx, kind, body) });
    route(app, deps, { method: 'PUT', url: `/crm/${single}`, permission: `crm:${kind}:update`, targetType, body: UpdateConfigOptionSchema, response: ConfigOptionItemSchema, handler: (ctx, { body }) => options.updateOption(ctx, kind, body) });
    route(app, deps, {
      method: 'DELETE',
      url: `/crm/${single}/:id`,
      permission: `crm:${kind}:delete`,
      targetType,
      params: IdParamsSchema,
      response: IdResultSchema,
      handler: (ctx, { params }) => options.deleteOption(ctx, kind, params.id),
    });
  }
}
