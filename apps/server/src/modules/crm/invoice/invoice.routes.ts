import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  AuditInvoiceSchema,
  CreateInvoiceSchema,
  InvoiceDetailSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceOrdersQuerySchema,
  InvoiceOrdersSchema,
  InvoiceTitlesQuerySchema,
  InvoiceTitlesSchema,
  OpenInvoiceSchema,
  UpdateInvoiceSchema,
} from '@tradewind/contract/crm/invoice.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { invoiceExporter } from './invoice.export';
import { getInvoice, invoiceOrders, listInvoices } from './invoice.read';
import * as service from './invoice.service';

/**
 * Invoices (spec 001 §7 "Invoices: /crm/invoices; /crm/invoice CRUD; PUT /{id}/apply, /audit, /open; GET
 * /crm/invoice_titles"), and the orders the form picks from. Each action its own permission `crm:invoice:{action}`.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'crm_invoice';
  const p = 'crm:invoice';
  const form = ['or', `${p}:create`, `${p}:update`] as const;
  readRoute(app, deps, '/crm/invoices', `${p}:list`, { query: InvoiceListQuerySchema, response: InvoiceListSchema, read: listInvoices, exporter: invoiceExporter });
  route(app, deps, { method: 'GET', url: '/crm/invoice_titles', permission: form, query: InvoiceTitlesQuerySchema, response: InvoiceTitlesSchema, handler: (ctx, { query }) => service.invoiceTitles(ctx, query.customer_id) });
  route(app, deps, {
    method: 'GET',
    url: '/crm/invoice_orders',
    permission: form,
    query: InvoiceOrdersQuerySchema,
    response: InvoiceOrdersSchema,
    handler: async (ctx, { query }) => {
      await service.visibleCustomerOr404(ctx, query.customer_id);
      return invoiceOrders(ctx, query.customer_id, { invoiceId: query.invoice_id, originalId: query.original_id });
    },
  });
  route(app, deps, { method: 'GET', url: '/crm/invoice/:id', permission: ['or', `${p}:list`, 'crm/invoice/Print'], params: IdParamsSchema, response: InvoiceDetailSchema, handler: (ctx, { params }) => getInvoice(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/crm/invoice', permission: `${p}:create`, targetType: t, body: CreateInvoiceSchema, response: InvoiceDetailSchema, handler: (ctx, { body }) => service.createInvoice(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/crm/invoice', permission: `${p}:update`, targetType: t, body: UpdateInvoiceSchema, response: InvoiceDetailSchema, handler: (ctx, { body }) => service.updateInvoice(ctx, body) });
  route(app, deps, { method: 'DELETE', url: '/crm/invoice/:id', permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteInvoice(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/crm/invoice/:id/apply', permission: `${p}:apply`, targetType: t, params: IdParamsSchema, response: InvoiceDetailSchema, handler: (ctx, { params }) => service.applyInvoice(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/crm/invoice/:id/audit', permission: `${p}:audit`, targetType: t, params: IdParamsSchema, body: AuditInvoiceSchema, response: InvoiceDetailSchema, handler: (ctx, { params, body }) => service.auditInvoice(ctx, params.id, body) });
  route(app, deps, { method: 'PUT', url: '/crm/invoice/:id/open', permission: `${p}:open`, targetType: t, params: IdParamsSchema, body: OpenInvoiceSchema, response: InvoiceDetailSchema, handler: (ctx, { params, body }) => service.openInvoice(ctx, params.id, body) });
}
