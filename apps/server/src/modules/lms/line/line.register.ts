import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { createPlanRunner } from '../plan/plan-runner';
import { registerLineRouteHandlers } from './line.routes';

// Pages and buttons of lines, the map and planning, compare and pre-lines (spec 001 §2 /lms); print with
// the spec's print permission.
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `lms.${key}`, parent: 'lms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `lms.${parent}.${permission}`, parent: `lms.${parent}`, type: 3 as const, name, permission, sort });

registerMenuSeeds([
  page('line_map', '智能排线', '/lms/line_map/index', 'lms:line_map:index', 20, 'EnvironmentOutlined'),
  button('line_map', 'lms:line:plan', '智能排线', 1),
  button('line_map', 'lms:line:confirm', '确认排线', 2),
  page('line', '线路列表', '/lms/line/list', 'lms:line:list', 21, 'TruckOutlined'),
  button('line', 'lms:line:create', '新建线路', 1),
  button('line', 'lms:line:update', '编辑线路', 2),
  button('line', 'lms:line:depart', '发车', 3),
  button('line', 'lms:line:cancel', '取消线路', 4),
  button('line', 'lms:line:export', '导出线路', 5),
  button('line', 'lms/line/Print', '打印线路单', 6),
  page('line_detail', '线路详情', '/lms/line/detail', 'lms:line:list', 22, undefined, 0),
  page('line_print', '打印线路单', '/lms/line/print', 'lms/line/Print', 23, undefined, 0),
  page('line_compare', '方案对比', '/lms/line/compare', 'lms:line:compare', 24, 'BarChartOutlined'),
  page('pre_line', '预排线路', '/lms/pre_line/list', 'lms:pre_line:list', 25, 'ApartmentOutlined'),
  button('pre_line', 'lms:pre_line:create', '新增预排线路', 1),
  button('pre_line', 'lms:pre_line:update', '编辑预排线路', 2),
  button('pre_line', 'lms:pre_line:delete', '删除预排线路', 3),
]);

/** The routes of lines, pre-lines, route plans, the line map and compare (module README), and this node's planning job. */
export function registerLineRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLineRouteHandlers(app, deps);
  const runner = createPlanRunner({ db: deps.db, log: app.log });
  app.addHook('onClose', () => runner.stop());
}
