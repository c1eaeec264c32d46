import type { FastifyInstance } from 'fastify';
import { listOf } from '@tradewind/contract/common/response.schema';
import { InviteListQuerySchema, InviteSchema, InviteSettingSchema, UpdateInviteSettingSchema } from '@tradewind/contract/crm/invite.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { inviteExporter } from './invite.export';
import * as service from './invite.service';

/** Invite rewards (spec 001 §7 "GET /crm/invites"): the rules and the ledger of rewards given. */
export function registerInviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/crm/invites', 'crm:invite:index', { query: InviteListQuerySchema, response: listOf(InviteSchema), read: service.listInvites, exporter: inviteExporter });
  route(app, deps, { method: 'GET', url: '/crm/invite_setting', permission: 'crm:invite:index', response: InviteSettingSchema, handler: (ctx) => service.getInviteSetting(ctx) });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/invite_setting',
    permission: 'crm:invite:setting',
    targetType: 'crm_invite_setting',
    body: UpdateInviteSettingSchema,
    response: InviteSettingSchema,
    handler: (ctx, { body }) => service.updateInviteSetting(ctx, body),
  });
}
