import type { FastifyInstance } from 'fastify';
import { OrderSettingSchema, UpdateOrderSettingSchema } from '@tradewind/contract/oms/setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getOrderSetting, updateOrderSetting } from './setting.service';

/**
 * The order rules, shown on /oms/setting/index and /system/setting/order alike: reading them is open to
 * whoever may open either page or place orders (the form offers the time slots and the earliest date).
 */
export function registerOrderSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/oms/setting', permission: ['or', 'oms:setting:index', 'oms:order:create', 'oms:order:update'], response: OrderSettingSchema, handler: (ctx) => getOrderSetting(ctx) });
  route(app, deps, { method: 'PUT', url: '/oms/setting', permission: 'oms:setting:update', targetType: 'oms_setting', body: UpdateOrderSettingSchema, response: OrderSettingSchema, handler: (ctx, { body }) => updateOrderSetting(ctx, body) });
}
