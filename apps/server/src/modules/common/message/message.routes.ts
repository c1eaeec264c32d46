import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DeletedCountSchema,
  MessageListQuerySchema,
  MessageSchema,
  MessageTypeSchema,
  SetAllReadSchema,
  SetReadSchema,
  UnreadCountSchema,
  UpdatedCountSchema,
} from '@tradewind/contract/common/message.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './message.service';

/** Everyone has an inbox: these calls need only a session and reach only the caller's own messages. */
export function registerMessageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const common = { permission: 'session' as const, skipStoreCheck: true };
  route(app, deps, { ...common, method: 'GET', url: '/message/types', response: z.array(MessageTypeSchema), handler: (ctx) => service.messageTypes(ctx) });
  route(app, deps, { ...common, method: 'GET', url: '/messages', query: MessageListQuerySchema, response: listOf(MessageSchema), handler: (ctx, { query }) => service.listMessages(ctx, query) });
  route(app, deps, { ...common, method: 'GET', url: '/message/un_read_num', response: UnreadCountSchema, handler: async (ctx) => ({ un_read_num: await service.unreadCount(ctx) }) });
  route(app, deps, {
    ...common,
    method: 'POST',
    url: '/message/set_read',
    action: 'message.set_read',
    body: SetReadSchema,
    response: UpdatedCountSchema,
    handler: (ctx, { body }) => service.setRead(ctx, body.message_ids),
  });
  route(app, deps, {
    ...common,
    method: 'POST',
    url: '/message/set_all_read',
    action: 'message.set_all_read',
    body: SetAllReadSchema,
    response: UpdatedCountSchema,
    handler: (ctx, { body }) => service.setAllRead(ctx, body.type),
  });
  route(app, deps, {
    ...common,
    method: 'DELETE',
    url: '/messages/:id',
    action: 'message.delete',
    targetType: 'message',
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: (ctx, { params }) => service.deleteMessage(ctx, params.id),
  });
  route(app, deps, { ...common, method: 'DELETE', url: '/message/all_read', action: 'message.delete_all_read', response: DeletedCountSchema, handler: (ctx) => service.deleteAllRead(ctx) });
}
