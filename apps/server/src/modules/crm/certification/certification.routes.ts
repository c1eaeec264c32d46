import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CertificationAuditSchema,
  CertificationCustomerQuerySchema,
  CertificationQuerySchema,
  CertificationResponseSchema,
  CertificationSchema,
  UpdateCertificationSchema,
} from '@tradewind/contract/crm/certification.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './certification.service';

/** Certification of a customer (spec 001 §4: applying 1 → approved 2 / rejected 3; cancel). One live per customer. */
export function registerCertificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/crm/certification',
    permission: 'crm:certification:info',
    query: CertificationQuerySchema,
    response: CertificationResponseSchema.nullable(),
    handler: (ctx, { query }) => service.getCertification(ctx, query.customer_id, query.show_full === 1),
  });
  route(app, deps, {
    method: 'POST',
    url: '/crm/certification',
    permission: 'crm:certification:create',
    targetType: 'crm_certification',
    body: CertificationSchema,
    response: CertificationResponseSchema,
    handler: (ctx, { body }) => service.createCertification(ctx, app.storage, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/certification',
    permission: 'crm:certification:create',
    targetType: 'crm_certification',
    body: UpdateCertificationSchema,
    response: CertificationResponseSchema,
    handler: (ctx, { body }) => service.updateCertification(ctx, app.storage, body),
  });
  route(app, deps, {
    method: 'POST',
    url: '/crm/certification/audit',
    permission: 'crm:certification:audit',
    targetType: 'crm_certification',
    body: CertificationAuditSchema,
    response: CertificationResponseSchema,
    handler: (ctx, { body }) => service.auditCertification(ctx, body),
  });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/certification',
    permission: 'crm:certification:delete',
    targetType: 'crm_certification',
    query: CertificationCustomerQuerySchema,
    response: z.null(),
    handler: (ctx, { query }) => service.cancelCertification(ctx, query.customer_id),
  });
}
