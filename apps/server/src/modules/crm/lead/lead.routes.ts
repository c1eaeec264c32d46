import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateLeadSchema,
  LeadDuplicatesSchema,
  LeadListQuerySchema,
  LeadSalesSchema,
  LeadSchema,
  TransformLeadSchema,
  TransformResultSchema,
  UpdateLeadSchema,
} from '@tradewind/contract/crm/lead.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
import { leadExporter } from './lead.export';
import * as read from './lead.read';
import * as service from './lead.service';

const targetType = 'crm_lead';

/** Leads (spec 001 §7 "Leads: CRUD; PUT /{id}/sales; PUT /{id}/transform"), the pool's claim and release, the duplicate check. */
export function registerLeadRoutes(app: FastifyInstance, deps: AppDeps): void {
  entityRoutes(app, deps, { url: '/crm/lead', listUrl: '/crm/leads', permission: 'crm:leads', read: ['or', 'crm:leads:detail', 'crm:leads:update'], targetType }, {
    list: { permission: 'crm:leads:list', query: LeadListQuerySchema, response: listOf(LeadSchema), read: read.listLeads, exporter: leadExporter },
    detail: { response: LeadSchema, read: read.getLead },
    create: { body: CreateLeadSchema, response: LeadSchema, write: service.createLead },
    update: { body: UpdateLeadSchema, response: LeadSchema, write: service.updateLead },
    remove: { response: z.null(), write: service.deleteLead },
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/lead/:id/duplicates',
    permission: 'crm:leads:transform',
    params: IdParamsSchema,
    response: LeadDuplicatesSchema,
    handler: (ctx, { params }) => service.leadDuplicates(ctx, params.id),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/lead/:id/sales',
    permission: 'crm:leads:sales',
    targetType,
    params: IdParamsSchema,
    body: LeadSalesSchema,
    response: LeadSchema,
    handler: (ctx, { params, body }) => service.assignLead(ctx, params.id, body.sales_id),
  });
  route(app, deps, { method: 'PUT', url: '/crm/lead/:id/claim', permission: 'crm:leads:claim', targetType, params: IdParamsSchema, response: LeadSchema, handler: (ctx, { params }) => service.claimLead(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/crm/lead/:id/release', permission: 'crm:leads:release', targetType, params: IdParamsSchema, response: LeadSchema, handler: (ctx, { params }) => service.releaseLead(ctx, params.id) });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/lead/:id/transform',
    permission: 'crm:leads:transform',
    targetType,
    params: IdParamsSchema,
    body: TransformLeadSchema,
    response: TransformResultSchema,
    handler: (ctx, { params, body }) => service.transformLead(ctx, params.id, body),
  });
}
