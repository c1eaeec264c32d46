import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema, idSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import { ContactListQuerySchema, CreateContactSchema, CustomerContactSchema, UpdateContactSchema } from '@tradewind/contract/crm/contact.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './contact.service';
import { type OwnUploadRule, ownUploadOrNull } from '@/modules/common';

const AVATAR: OwnUploadRule = { field: 'avatar', kind: 'image' };

/** Contacts of a customer (spec 001 §7 "Contacts"); every call checks the customer is visible (else 404). */
export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/crm/customer/:id/users',
    permission: 'crm:user:list',
    params: IdParamsSchema,
    query: ContactListQuerySchema,
    response: listOf(CustomerContactSchema),
    handler: (ctx, { params, query }) => service.listContacts(ctx, params.id, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/user/:id',
    permission: 'crm:user:list',
    params: IdParamsSchema,
    response: CustomerContactSchema,
    handler: (ctx, { params }) => service.getContact(ctx, params.id),
  });
  route(app, deps, {
    method: 'POST',
    url: '/crm/customer/:id/user',
    permission: 'crm:user:create',
    targetType: 'crm_customer_user',
    params: IdParamsSchema,
    body: CreateContactSchema,
    response: CustomerContactSchema,
    handler: async (ctx, { params, body }) => service.createContact(ctx, params.id, { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, AVATAR) }),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer/:id/user',
    permission: 'crm:user:update',
    targetType: 'crm_customer_user',
    params: IdParamsSchema,
    body: UpdateContactSchema,
    response: CustomerContactSchema,
    handler: async (ctx, { params, body }) => service.updateContact(ctx, params.id, { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, AVATAR) }),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/customer/:id/user/:userId',
    permission: 'crm:user:delete',
    targetType: 'crm_customer_user',
    params: z.object({ id: idSchema, userId: idSchema }),
    response: z.null(),
    handler: async (ctx, { params }) => {
      ctx.audit.targetId = params.userId;
      return service.deleteContact(ctx, params.id, params.userId);
    },
  });
}
