import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { ScheduleCalendarSchema, ScheduleDoneSchema, ScheduleInputSchema, ScheduleListQuerySchema, ScheduleSchema, ScheduleStaffSchema } from '@tradewind/contract/crm/schedule.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import { registerScheduledTask } from '@/core/jobs/scheduler';
import { scheduleRemindTask } from './schedule-remind.job';
import { readCalendar, readSchedule, scheduleStaff } from './schedule.read';
import * as service from './schedule.service';

const targetType = 'crm_schedule';

registerScheduledTask(scheduleRemindTask);

/** The schedule (spec 001 §7 "Schedules: /crm/schedules; /crm/schedule CRUD"): a person's calendar, their own or (read-only) one their data scope covers. */
export function registerScheduleRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/crm/schedule', listUrl: '/crm/schedules', permission: 'crm:schedule', read: 'crm:schedule:index', targetType }, {
    list: { query: ScheduleListQuerySchema, response: ScheduleCalendarSchema, read: readCalendar },
    detail: { response: ScheduleSchema, read: readSchedule },
    create: { body: ScheduleInputSchema, response: ScheduleSchema, write: service.createSchedule },
    remove: { response: z.null(), write: service.deleteSchedule },
  });
  route(app, deps, { method: 'GET', url: '/crm/schedule/staffs', permission: 'crm:schedule:index', response: z.object({ list: z.array(ScheduleStaffSchema) }), handler: (ctx) => scheduleStaff(ctx) });
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
}
