import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '@tradewind/contract/common/response.schema';
import { CreateVisitSchema, DeleteVisitSchema, VisitListQuerySchema, VisitSchema, VisitStaticsQuerySchema, VisitStaticsSchema } from '@tradewind/contract/crm/visit.schema';
import { invalidField } from '@/core/http/errors';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { visitExporter } from './visit.export';
import * as service from './visit.service';

/** Follow-ups (spec 001 §7 "Visits"): the customer drawer's and the visit list's; reading and writing both check the customer is visible (else 404). */
export function registerVisitRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, deps, '/crm/visits', 'crm:visit:list', { query: VisitListQuerySchema, response: listOf(VisitSchema), read: service.listVisits, exporter: visitExporter });
  route(app, deps, {
    method: 'GET',
    url: '/crm/visits/statics',
    permission: 'crm:visit:list',
    query: VisitStaticsQuerySchema,
    response: VisitStaticsSchema,
    handler: (ctx, { query }) => service.visitStatics(ctx, query),
  });
  route(app, deps, {
    method: 'POST',
    url: '/crm/visit',
    permission: 'crm:visit:create',
    targetType: 'crm_visit',
    body: CreateVisitSchema,
    response: VisitSchema,
    handler: (ctx, { body }) => service.createVisit(ctx, app.storage, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/visit',
    permission: 'crm:visit:delete',
    targetType: 'crm_visit',
    query: DeleteVisitSchema,
    body: DeleteVisitSchema,
    response: z.null(),
    handler: async (ctx, { query, body }) => {
      const id = body.id ?? query.id;
      if (id === null) throw invalidField('id', 'crm.visit_id_required');
      ctx.audit.targetId = id;
      return service.deleteVisit(ctx, id);
    },
  });
}
