import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PaginationQuerySchema } from '@tradewind/contract/common/pagination';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  ChannelCodeQuerySchema,
  ChannelLinkCustomerSchema,
  ChannelLinkListQuerySchema,
  ChannelLinkSchema,
  ChannelRegisterResultSchema,
  ChannelRegisterSchema,
  CreateChannelLinkSchema,
  PublicChannelLinkSchema,
  UpdateChannelLinkSchema,
} from '@tradewind/contract/crm/channel-link.schema';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import * as read from './channel-link.read';
import * as service from './channel-link.service';

const targetType = 'crm_channel_link';

/**
 * Channel links (spec 001 §7 "Channel links: list and delete", with create, update and detail), the customers
 * a link brought, and the public registration page's two calls (no login; throttled per address).
 */
export function registerChannelLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/crm/channel_link', listUrl: '/crm/channel_links', permission: 'crm:channel_link', read: ['or', 'crm:channel_link:detail', 'crm:channel_link:update'], targetType }, {
    list: { permission: 'crm:channel_link:list', query: ChannelLinkListQuerySchema, response: listOf(ChannelLinkSchema), read: read.listLinks },
    detail: { response: ChannelLinkSchema, read: read.getLink },
    create: { body: CreateChannelLinkSchema, response: ChannelLinkSchema, write: service.createLink },
    update: { body: UpdateChannelLinkSchema, response: ChannelLinkSchema, write: service.updateLink },
    remove: { response: z.null(), write: service.deleteLink },
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/channel_link/:id/customers',
    permission: 'crm:channel_link:customers',
    params: IdParamsSchema,
    query: PaginationQuerySchema,
    response: listOf(ChannelLinkCustomerSchema),
    handler: (ctx, { params, query }) => read.listLinkCustomers(ctx, params.id, query),
  });
  publicRoute(app, deps, { method: 'GET', url: '/share/channel_link', query: ChannelCodeQuerySchema, response: PublicChannelLinkSchema, handler: (ctx, { query }) => service.readPublicLink(ctx, query.code) });
  publicRoute(app, deps, {
    method: 'POST',
    url: '/share/channel_link/register',
    body: ChannelRegisterSchema,
    response: ChannelRegisterResultSchema,
    successMessage: 'crm.channel_registered',
    handler: (ctx, { body }) => service.registerThroughLink(ctx, body),
  });
}
