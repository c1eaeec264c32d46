import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerPhotoOrderRoutes } from '../photo-order/photo-order.routes';
import { registerSiteRoutes } from '../site/site.routes';
import { registerSubOrderRoutes } from './sub-order.routes';

/**
 * Photo orders, sub-order pages and sites (oms README): their menus and buttons, and their routes, which
 * the module's `registerOmsModule` mounts. Sub-orders follow the order pages; photo orders follow
 * statements; sites live on the settings page (/oms/setting/index) with their own add / edit pages.
 */
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `oms.${key}`, parent: 'oms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `oms.${parent}.${permission}`, parent: `oms.${parent}`, type: 3 as const, name, permission, sort });

registerMenuSeeds([
  page('sub_order', '子订单', '/oms/sub_order/list', 'oms:sub_order:list', 6, 'ApartmentOutlined'),
  button('sub_order', 'oms/sub_order/Print', '打印子订单', 1),
  page('sub_order_print', '打印子订单', '/oms/sub_order/print', 'oms/sub_order/Print', 7, undefined, 0),
  page('photo_order', '拍照下单', '/oms/photo_order/list', 'oms:photo_order:list', 17, 'FileSearchOutlined'),
  button('photo_order', 'oms:photo_order:create', '上传拍照订单', 1),
  button('photo_order', 'oms:photo_order:convert', '转为订单', 2),
  button('photo_order', 'oms:photo_order:reject', '驳回拍照订单', 3),
  page('photo_order_detail', '拍照订单详情', '/oms/photo_order/detail', 'oms:photo_order:list', 18, undefined, 0),
  button('setting', 'oms:site:list', '查看站点', 2),
  button('setting', 'oms:site:create', '新增站点', 3),
  button('setting', 'oms:site:update', '编辑站点', 4),
  button('setting', 'oms:site:delete', '删除站点', 5),
  page('setting_add_site', '新增站点', '/oms/setting/add_site', 'oms:site:create', 21, undefined, 0),
  page('setting_edit_site', '编辑站点', '/oms/setting/edit_site', 'oms:site:update', 22, undefined, 0),
]);

export function registerPhotoSiteSubOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPhotoOrderRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerSubOrderRoutes(app, deps);
}
