import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { ScheduleCalendarSchema, ScheduleDoneSchema, ScheduleInputSchema, ScheduleListQuerySchema, ScheduleSchema, ScheduleStaffSchema } from '@tradewind/contract/crm/schedule.schema';
import { route, type AppDeps } from '@/core/http/route';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { scheduleRemindTask } from './schedule-remind.job';
import { readCalendar, readSchedule, scheduleStaff } from './schedule.read';
import * as service from './schedule.service';

const targetType = 'crm_schedule';

registerScheduledTask(scheduleRemindTask);

/** The schedule (spec 001 §7 "Schedules: /crm/schedules; /crm/schedule CRUD"): a person's calendar, their own or (read-only) one their data scope covers. */
export function registerScheduleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, { method: 'GET', url: '/crm/schedules', permission: 'crm:schedule:index', query: ScheduleListQuerySchema, response: ScheduleCalendarSchema, handler: (ctx, { query }) => readCalendar(ctx, query) });
  route(app, deps, { method: 'GET', url: '/crm/schedule/staffs', permission: 'crm:schedule:index', response: z.object({ list: z.array(ScheduleStaffSchema) }), handler: (ctx) => scheduleStaff(ctx) });
  route(app, deps, { method: 'GET', url: '/crm/schedule/:id', permission: 'crm:schedule:index', params: IdParamsSchema, response: ScheduleSchema, handler: (ctx, { params }) => readSchedule(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/crm/schedule', permission: 'crm:schedule:create', targetType, body: ScheduleInputSchema, response: ScheduleSchema, handler: (ctx, { body }) => service.createSchedule(ctx, body) });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/schedule/:id',
    permission: 'crm:schedule:update',
    targetType,
    params: IdParamsSchema,
    body: ScheduleInputSchema,
    response: ScheduleSchema,
    handler: (ctx, { params, body }) => service.updateSchedule(ctx, params.id, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/schedule/:id/done',
    permission: 'crm:schedule:update',
    targetType,
    params: IdParamsSchema,
    body: ScheduleDoneSchema,
    response: ScheduleSchema,
    handler: (ctx, { params, body }) => service.markScheduleDone(ctx, params.id, body.done),
  });
  route(app, deps, { method: 'DELETE', url: '/crm/schedule/:id', permission: 'crm:schedule:delete', targetType, params: IdParamsSchema, response: z.null(), handler: (ctx, { params }) => service.deleteSchedule(ctx, params.id) });
}
