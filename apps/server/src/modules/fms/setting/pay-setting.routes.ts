import type { FastifyInstance } from 'fastify';
import { PaySettingSchema, UpdatePaySettingSchema } from '@tradewind/contract/fms/pay-setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getPaySetting, updatePaySetting } from './pay-setting.service';

/**
 * /system/setting/pay reads and saves these. Reading is open to whoever places orders too: the order form
 * offers only the pay types switched on here (as /oms/setting is read by the order form).
 */
export function registerPaySettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/fms/setting/pay', permission: ['or', 'fms:setting:pay', 'oms:order:create', 'oms:order:update'], response: PaySettingSchema, handler: (ctx) => getPaySetting(ctx) });
  route(app, deps, { method: 'PUT', url: '/fms/setting/pay', permission: 'fms:setting:update', targetType: 'fms_setting', body: UpdatePaySettingSchema, response: PaySettingSchema, handler: (ctx, { body }) => updatePaySetting(ctx, body) });
}
