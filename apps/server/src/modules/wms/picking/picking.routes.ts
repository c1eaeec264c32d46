import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  ConfirmPickingSchema,
  CreatePickingListSchema,
  CreatePickingPriceRuleSchema,
  CreatePickingTaskSchema,
  PickerSchema,
  PickingListDetailSchema,
  PickingListQuerySchema,
  PickingListSchema,
  PickingOpenOrderSchema,
  PickingOpenOrdersQuerySchema,
  PickingPriceRuleListQuerySchema,
  PickingPriceRuleSchema,
  PickingRemarkSchema,
  PickingTaskDetailSchema,
  PickingTaskQuerySchema,
  PickingTaskSchema,
  UpdatePickingPriceRuleSchema,
  WaveOutboundsSchema,
} from '@tradewind/contract/wms/picking.schema';
import { route, type AppDeps } from '@/core/http/route';
import { createWaveOutbounds } from '../outbound/outbound.service';
import * as rules from './picking-price-rule.service';
import * as lists from './picking-list.service';
import * as tasks from './picking-task.service';

export function registerPickingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = 'wms_picking_task_price_rule';
  route(app, deps, { method: 'GET', url: '/wms/picking_task_price_rules', permission: 'wms:picking_task_price_rule:list', query: PickingPriceRuleListQuerySchema, response: listOf(PickingPriceRuleSchema), handler: (ctx, { query }) => rules.listPickingPriceRules(ctx, query) });
  route(app, deps, { method: 'POST', url: '/wms/picking_task_price_rule', permission: 'wms:picking_task_price_rule:create', targetType: r, body: CreatePickingPriceRuleSchema, response: PickingPriceRuleSchema, handler: (ctx, { body }) => rules.createPickingPriceRule(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/picking_task_price_rule', permission: 'wms:picking_task_price_rule:update', targetType: r, body: UpdatePickingPriceRuleSchema, response: PickingPriceRuleSchema, handler: (ctx, { body }) => rules.updatePickingPriceRule(ctx, body) });

  const l = 'wms_picking_list';
  route(app, deps, { method: 'GET', url: '/wms/picking_lists', permission: 'wms:picking_list:list', query: PickingListQuerySchema, response: listOf(PickingListSchema), handler: (ctx, { query }) => lists.listPickingLists(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/picking_list/open_orders', permission: 'wms:picking_list:create', query: PickingOpenOrdersQuerySchema, response: z.array(PickingOpenOrderSchema), handler: (ctx, { query }) => lists.openOrdersForWave(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/picking_list/:id', permission: 'wms:picking_list:list', params: IdParamsSchema, response: PickingListDetailSchema, handler: (ctx, { params }) => lists.getPickingList(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/picking_list', permission: 'wms:picking_list:create', targetType: l, body: CreatePickingListSchema, response: PickingListDetailSchema, handler: (ctx, { body }) => lists.createPickingList(ctx, body) });
  route(app, deps, { method: 'POST', url: '/wms/picking_list/:id/outbound', permission: 'wms:outbound_delivery_order:create', targetType: l, params: IdParamsSchema, response: WaveOutboundsSchema, handler: (ctx, { params }) => createWaveOutbounds(ctx, params.id) });

  const t = 'wms_picking_task';
  route(app, deps, { method: 'GET', url: '/wms/picking_tasks', permission: 'wms:picking_task:list', query: PickingTaskQuerySchema, response: listOf(PickingTaskSchema), handler: (ctx, { query }) => tasks.listPickingTasks(ctx, query) });
  route(app, deps, { method: 'GET', url: '/wms/picking_task/pickers', permission: 'wms:picking_task:create', response: z.array(PickerSchema), handler: (ctx) => tasks.listPickers(ctx) });
  route(app, deps, { method: 'GET', url: '/wms/picking_task/:id', permission: 'wms:picking_task:list', params: IdParamsSchema, response: PickingTaskDetailSchema, handler: (ctx, { params }) => tasks.getPickingTask(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/wms/picking_task', permission: 'wms:picking_task:create', targetType: t, body: CreatePickingTaskSchema, response: PickingTaskDetailSchema, handler: (ctx, { body }) => tasks.createPickingTask(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/wms/picking_task/:id/confirm', permission: 'wms:picking_task:pick', targetType: t, params: IdParamsSchema, body: ConfirmPickingSchema, response: PickingTaskDetailSchema, handler: (ctx, { params, body }) => tasks.confirmPicking(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/wms/picking_task/:id/finish', permission: 'wms:picking_task:pick', targetType: t, params: IdParamsSchema, body: PickingRemarkSchema, response: PickingTaskDetailSchema, handler: (ctx, { params, body }) => tasks.finishPickingTask(ctx, params.id, body.remark) });
  route(app, deps, { method: 'PUT', url: '/wms/picking_task/:id/cancel', permission: 'wms:picking_task:cancel', targetType: t, params: IdParamsSchema, body: PickingRemarkSchema, response: PickingTaskDetailSchema, handler: (ctx, { params, body }) => tasks.cancelPickingTask(ctx, params.id, body.remark) });
}
