import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  AddStopsSchema,
  CloseLineSchema,
  CompareQuerySchema,
  CompareResultSchema,
  CreateLineSchema,
  CreateRoutePlanSchema,
  LINE_PRINT_PERMISSION,
  LineDetailSchema,
  LineFromPreLineSchema,
  LineListQuerySchema,
  LineListSchema,
  LineMapQuerySchema,
  LineMapSchema,
  LineRemarkSchema,
  LockPlanStopSchema,
  LockStopSchema,
  MovePlanStopSchema,
  MoveStopSchema,
  PlanVersionSchema,
  PreLineInputSchema,
  PreLineListQuerySchema,
  PreLineListSchema,
  PreLineSchema,
  ReorderStopsSchema,
  RoutePlanDetailSchema,
  RoutePlanListQuerySchema,
  RoutePlanListSchema,
  StopRefSchema,
  TakeOffStopSchema,
  UpdateLineSchema,
  UpdatePreLineSchema,
  WaitingOrdersQuerySchema,
  WaitingOrdersSchema,
} from '@tradewind/contract/lms/line.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { compare, lineMap } from '../line-map/line-map.service';
import * as plans from '../plan/plan.service';
import * as preLines from '../pre-line/pre-line.service';
import * as departed from './departed-line';
import { lineExporter } from './line.export';
import * as stops from './line-stops';
import * as read from './line.read';
import * as service from './line.service';

const L = 'lms:line';

/** Lines, route plans, pre-lines, the map and compare (lms README "Lines, planning and the map"). */
export function registerLineRouteHandlers(app: FastifyInstance, deps: AppDeps): void {
  const t = 'lms_line';
  const one = { params: IdParamsSchema, response: LineDetailSchema, targetType: t };
  readRoute(app, deps, '/lms/lines', `${L}:list`, { query: LineListQuerySchema, response: LineListSchema, read: read.listLines, exporter: lineExporter });
  route(app, deps, { method: 'GET', url: '/lms/line/waiting_orders', permission: ['or', `${L}:list`, `${L}:create`, `${L}:plan`], query: WaitingOrdersQuerySchema, response: WaitingOrdersSchema, handler: (ctx, { query }) => read.waitingOrders(ctx, query.date) });
  route(app, deps, { method: 'GET', url: '/lms/line/compare', permission: `${L}:compare`, query: CompareQuerySchema, response: CompareResultSchema, handler: (ctx, { query }) => compare(ctx, query) });
  // the line sheet reads the detail too, for who may only print it
  route(app, deps, { method: 'GET', url: '/lms/line/:id', permission: ['or', `${L}:list`, LINE_PRINT_PERMISSION], params: IdParamsSchema, response: LineDetailSchema, handler: (ctx, { params }) => read.getLine(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/lms/line', permission: `${L}:create`, targetType: t, body: CreateLineSchema, response: LineDetailSchema, handler: (ctx, { body }) => service.createLine(ctx, body) });
  route(app, deps, { method: 'POST', url: '/lms/line/from_pre_line', permission: `${L}:create`, targetType: t, body: LineFromPreLineSchema, response: LineDetailSchema, handler: (ctx, { body }) => service.lineFromPreLine(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/line', permission: `${L}:update`, targetType: t, body: UpdateLineSchema, response: LineDetailSchema, handler: (ctx, { body }) => service.updateLine(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/stops', permission: `${L}:update`, ...one, body: ReorderStopsSchema, handler: (ctx, { params, body }) => stops.reorderStops(ctx, params.id, body.logistics_order_ids) });
  route(app, deps, { method: 'POST', url: '/lms/line/:id/stops', permission: `${L}:update`, ...one, body: AddStopsSchema, handler: (ctx, { params, body }) => stops.addStops(ctx, params.id, body.logistics_order_ids) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/remove_stop', permission: `${L}:update`, ...one, body: StopRefSchema, handler: (ctx, { params, body }) => stops.removeStop(ctx, params.id, body.logistics_order_id) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/move_stop', permission: `${L}:update`, ...one, body: MoveStopSchema, handler: (ctx, { params, body }) => stops.moveStop(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/lock_stop', permission: `${L}:update`, ...one, body: LockStopSchema, handler: (ctx, { params, body }) => stops.lockLineStop(ctx, params.id, body.logistics_order_id, body.locked as 0 | 1) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/depart', permission: `${L}:depart`, ...one, body: LineRemarkSchema, handler: (ctx, { params, body }) => service.departLine(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/cancel', permission: `${L}:cancel`, ...one, body: LineRemarkSchema, handler: (ctx, { params, body }) => service.cancelLine(ctx, params.id, body.remark) });
  // a departed line that cannot finish by sign-ins: a stop taken off (or moved), or the line closed by hand
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/take_off_stop', permission: `${L}:take_off`, ...one, body: TakeOffStopSchema, handler: (ctx, { params, body }) => departed.takeOffStop(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/lms/line/:id/close', permission: `${L}:close`, ...one, body: CloseLineSchema, handler: (ctx, { params, body }) => departed.closeLine(ctx, params.id, body.reason) });

  // the map and its plans
  route(app, deps, { method: 'GET', url: '/lms/line_map', permission: 'lms:line_map:index', query: LineMapQuerySchema, response: LineMapSchema, handler: (ctx, { query }) => lineMap(ctx, query.date) });
  const planRead = ['or', 'lms:line_map:index', `${L}:compare`, `${L}:plan`] as const;
  const p = { params: IdParamsSchema, response: RoutePlanDetailSchema, targetType: 'lms_route_plan' };
  route(app, deps, { method: 'GET', url: '/lms/route_plans', permission: [...planRead], query: RoutePlanListQuerySchema, response: RoutePlanListSchema, handler: async (ctx, { query }) => ({ list: await plans.plansOfDay(ctx, read.listStores(ctx), query.date) }) });
  route(app, deps, { method: 'GET', url: '/lms/route_plan/:id', permission: [...planRead], params: IdParamsSchema, response: RoutePlanDetailSchema, handler: (ctx, { params }) => plans.getPlan(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/lms/route_plan', permission: `${L}:plan`, targetType: 'lms_route_plan', body: CreateRoutePlanSchema, response: RoutePlanDetailSchema, handler: (ctx, { body }) => plans.createPlan(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/route_plan/:id/move_stop', permission: `${L}:plan`, ...p, body: MovePlanStopSchema, handler: (ctx, { params, body }) => plans.movePlanStop(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/lms/route_plan/:id/lock_stop', permission: `${L}:plan`, ...p, body: LockPlanStopSchema, handler: (ctx, { params, body }) => plans.lockPlanStop(ctx, params.id, body.logistics_order_id, body.locked as 0 | 1, body.version) });
  route(app, deps, { method: 'PUT', url: '/lms/route_plan/:id/resolve', permission: `${L}:plan`, ...p, body: PlanVersionSchema, handler: (ctx, { params, body }) => plans.resolvePlan(ctx, params.id, body.version) });
  route(app, deps, { method: 'PUT', url: '/lms/route_plan/:id/discard', permission: `${L}:plan`, ...p, handler: (ctx, { params }) => plans.discardPlan(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/lms/route_plan/:id/confirm', permission: `${L}:confirm`, ...p, body: PlanVersionSchema, handler: (ctx, { params, body }) => plans.confirmPlan(ctx, params.id, body.version) });

  // pre-lines
  const pl = 'lms:pre_line';
  route(app, deps, { method: 'GET', url: '/lms/pre_lines', permission: ['or', `${pl}:list`, `${L}:plan`, `${L}:create`], query: PreLineListQuerySchema, response: PreLineListSchema, handler: (ctx, { query }) => preLines.listPreLines(ctx, query) });
  route(app, deps, { method: 'GET', url: '/lms/pre_line/:id', permission: `${pl}:list`, params: IdParamsSchema, response: PreLineSchema, handler: (ctx, { params }) => preLines.getPreLine(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/lms/pre_line', permission: `${pl}:create`, targetType: 'lms_pre_line', body: PreLineInputSchema, response: PreLineSchema, handler: (ctx, { body }) => preLines.createPreLine(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/lms/pre_line', permission: `${pl}:update`, targetType: 'lms_pre_line', body: UpdatePreLineSchema, response: PreLineSchema, handler: (ctx, { body }) => preLines.updatePreLine(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/lms/pre_line/:id', permission: `${pl}:delete`, targetType: 'lms_pre_line', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => preLines.deletePreLine(ctx, params.id) });
}
