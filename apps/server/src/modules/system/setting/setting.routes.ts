import type { FastifyInstance } from 'fastify';
import { SystemSettingSchema, UpdateSystemSettingSchema } from '@tradewind/contract/system/setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import { ownUploadOrNull } from '@/modules/common';
import { getSystemSetting, updateSystemSetting } from './setting.service';

export function registerSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Every signed-in person reads it: the shell shows the company name, logo and title suffix.
  route(app, deps, { method: 'GET', url: '/system/setting', permission: 'session', skipStoreCheck: true, allowEndedContract: true, response: SystemSettingSchema, handler: (ctx) => getSystemSetting(ctx) });
  route(app, deps, {
    method: 'PUT',
    url: '/system/setting',
    permission: 'system:setting:update',
    targetType: 'tenant',
    body: UpdateSystemSettingSchema,
    response: SystemSettingSchema,
    handler: async (ctx, { body }) => updateSystemSetting(ctx, { ...body, logo: await ownUploadOrNull(ctx, app.storage, body.logo, { field: 'logo', kind: 'image' }) }),
  });
}
