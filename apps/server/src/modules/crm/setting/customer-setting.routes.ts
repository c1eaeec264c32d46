import type { FastifyInstance } from 'fastify';
import { CustomerSettingSchema, UpdateCustomerSettingSchema } from '@tradewind/contract/crm/setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './customer-setting.service';

/** The tenant's customer rules (page /system/setting/customer). */
export function registerCustomerSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/customer_setting', permission: 'crm:customer_setting:index', response: CustomerSettingSchema, handler: (ctx) => service.getCustomerSetting(ctx) });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer_setting',
    permission: 'crm:customer_setting:update',
    targetType: 'crm_customer_setting',
    body: UpdateCustomerSettingSchema,
    response: CustomerSettingSchema,
    handler: (ctx, { body }) => service.updateCustomerSetting(ctx, body),
  });
}
