import type { FastifyInstance } from 'fastify';
import { LogisticsSettingSchema, UpdateLogisticsSettingSchema } from '@tradewind/contract/lms/fleet-setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getLogisticsSetting, updateLogisticsSetting } from './setting.service';

/** GET/PUT /lms/setting: the logistics settings page (lms README "Settings"). */
export function registerLogisticsSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/lms/setting', permission: 'lms:setting:index', response: LogisticsSettingSchema, handler: (ctx) => getLogisticsSetting(ctx) });
  route(app, deps, { method: 'PUT', url: '/lms/setting', permission: 'lms:setting:update', targetType: 'lms_setting', body: UpdateLogisticsSettingSchema, response: LogisticsSettingSchema, handler: (ctx, { body }) => updateLogisticsSetting(ctx, body) });
}
