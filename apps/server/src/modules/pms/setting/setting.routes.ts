import type { FastifyInstance } from 'fastify';
import { GoodsSettingSchema, UpdateGoodsSettingSchema } from '@tradewind/contract/pms/goods-setting.schema';
import { route, type AppDeps } from '@/core/http/route';
import { getGoodsSetting, updateGoodsSetting } from './setting.service';

/** /system/setting/goods reads and saves these. */
export function registerGoodsSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/pms/setting/goods', permission: 'pms:setting:index', response: GoodsSettingSchema, handler: (ctx) => getGoodsSetting(ctx) });
  route(app, deps, {
    method: 'PUT',
    url: '/pms/setting/goods',
    permission: 'pms:setting:update',
    targetType: 'pms_setting',
    body: UpdateGoodsSettingSchema,
    response: GoodsSettingSchema,
    handler: (ctx, { body }) => updateGoodsSetting(ctx, body),
  });
}
