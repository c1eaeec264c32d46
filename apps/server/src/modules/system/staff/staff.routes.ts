import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateInviteSchema,
  CreateStaffSchema,
  InviteInfoSchema,
  JoinResultSchema,
  JoinSchema,
  ResetPasswordSchema,
  StaffAuditResultSchema,
  StaffAuditSchema,
  StaffInviteSchema,
  StaffListQuerySchema,
  StaffSchema,
  StaffSearchQuerySchema,
  StaffStatusSchema,
  UpdateStaffSchema,
} from '@tradewind/contract/system/staff.schema';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import * as invites from './invite.service';
import { staffExporter } from './staff.export';
import * as service from './staff.service';
import { type OwnUploadRule, ownUploadOrNull } from '@/modules/common';

const AVATAR: OwnUploadRule = { field: 'avatar', kind: 'image' };

export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps, scryptCost: number): void {
  readRoute(app, deps, '/staffs', 'system:staff:list', { query: StaffListQuerySchema, response: listOf(StaffSchema), read: service.listStaff, exporter: staffExporter });
  // Pickers across modules (owner change, employee picker) need it without the staff page.
  route(app, deps, {
    method: 'GET',
    url: '/staffs/search',
    permission: 'session',
    query: StaffSearchQuerySchema,
    response: z.array(StaffSchema),
    handler: (ctx, { query }) => service.searchStaff(ctx, query.keyword, query.limit),
  });
  route(app, deps, { method: 'GET', url: '/staff/:id', permission: 'system:staff:list', params: IdParamsSchema, response: StaffSchema, handler: (ctx, { params }) => service.getStaff(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/staff',
    permission: 'system:staff:create',
    targetType: 'staff',
    body: CreateStaffSchema,
    response: StaffSchema,
    handler: async (ctx, { body }) => service.createStaff(ctx, { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, AVATAR) }, scryptCost),
  });
  route(app, deps, { method: 'PUT', url: '/staff', permission: 'system:staff:update', targetType: 'staff', body: UpdateStaffSchema, response: StaffSchema, handler: async (ctx, { body }) => service.updateStaff(ctx, { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, AVATAR) }) });
  route(app, deps, {
    method: 'PUT',
    url: '/staff/reset_password',
    permission: 'system:staff:reset_password',
    targetType: 'staff',
    body: ResetPasswordSchema,
    response: IdResultSchema,
    handler: (ctx, { body }) => service.resetPassword(ctx, body.id, body.password, scryptCost),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/staff/:id/status',
    permission: 'system:staff:update',
    targetType: 'staff',
    params: IdParamsSchema,
    body: StaffStatusSchema,
    response: StaffSchema,
    handler: (ctx, { params, body }) => service.setStaffStatus(ctx, params.id, body.status as 0 | 1),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/staff/:id/audit',
    permission: 'system:staff:audit',
    targetType: 'staff',
    params: IdParamsSchema,
    body: StaffAuditSchema,
    response: StaffAuditResultSchema,
    handler: (ctx, { params, body }) => service.auditStaff(ctx, params.id, body.pass as 0 | 1),
  });
  route(app, deps, {
    method: 'POST',
    url: '/staff/invite',
    permission: 'system:staff:create',
    body: CreateInviteSchema,
    response: StaffInviteSchema,
    handler: (ctx, { body }) => invites.createInvite(ctx, body.dept_id),
  });
  publicRoute(app, deps, { method: 'GET', url: '/auth/invite', query: z.object({ invite: JoinSchema.shape.invite }), response: InviteInfoSchema, handler: (ctx, { query }) => invites.describeInvite(ctx, query.invite) });
  publicRoute(app, deps, {
    method: 'POST',
    url: '/auth/join',
    body: JoinSchema,
    successMessage: 'staff.join_submitted',
    response: JoinResultSchema,
    handler: (ctx, { body }) => invites.join(ctx, body, scryptCost),
  });
  route(app, deps, { method: 'DELETE', url: '/staff/:id', permission: 'system:staff:delete', targetType: 'staff', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteStaff(ctx, params.id) });
}
