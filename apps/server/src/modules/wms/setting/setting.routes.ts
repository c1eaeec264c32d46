import type { FastifyInstance } from 'fastify';
import { UpdateWarehouseSettingSchema, WarehouseSettingSchema } from '@tradewind/contract/wms/warehouse-setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getWarehouseSetting, updateWarehouseSetting } from './setting.service';

/** /system/setting/warehouse reads and saves these. */
export function registerWarehouseSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/wms/setting/warehouse', permission: 'wms:setting:index', response: WarehouseSettingSchema, handler: (ctx) => getWarehouseSetting(ctx) });
  route(app, deps, {
    method: 'PUT',
    url: '/wms/setting/warehouse',
    permission: 'wms:setting:update',
    targetType: 'wms_setting',
    body: UpdateWarehouseSettingSchema,
    response: WarehouseSettingSchema,
    handler: (ctx, { body }) => updateWarehouseSetting(ctx, body),
  });
}
