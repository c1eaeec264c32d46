import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema, idSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import { CreateCustomerFileSchema, CustomerFileListQuerySchema, CustomerFileSchema, UpdateCustomerFileSchema } from '@tradewind/contract/crm/file.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './file.service';

/** Customer files (spec 001 §7 "Customer files"); every call checks the customer is visible (else 404). */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/crm/customer/:id/files',
    permission: 'crm:file:list',
    params: IdParamsSchema,
    query: CustomerFileListQuerySchema,
    response: listOf(CustomerFileSchema),
    handler: (ctx, { params, query }) => service.listFiles(ctx, app.storage, params.id, query),
  });
  route(app, deps, {
    method: 'POST',
    url: '/crm/file',
    permission: 'crm:file:create',
    targetType: 'crm_customer_file',
    body: CreateCustomerFileSchema,
    response: CustomerFileSchema,
    handler: (ctx, { body }) => service.createFile(ctx, app.storage, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/file',
    permission: 'crm:file:update',
    targetType: 'crm_customer_file',
    body: UpdateCustomerFileSchema,
    response: CustomerFileSchema,
    handler: (ctx, { body }) => service.updateFile(ctx, app.storage, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/file/:fileId',
    permission: 'crm:file:delete',
    targetType: 'crm_customer_file',
    params: z.object({ fileId: idSchema }),
    response: z.null(),
    handler: async (ctx, { params }) => {
      ctx.audit.targetId = params.fileId;
      return service.deleteFile(ctx, params.fileId);
    },
  });
}
