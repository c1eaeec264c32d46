import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import {
  CreateCustomerPricesSchema,
  CreatePricePlanSchema,
  CustomerPriceListQuerySchema,
  CustomerPriceSchema,
  PricePlanDetailSchema,
  PricePlanListQuerySchema,
  PricePlanSchema,
  PricePlanStatusSchema,
  QuotationPriceFilterSchema,
  QuotationPriceListQuerySchema,
  QuotationPriceSchema,
  UpdateCustomerPriceSchema,
  UpdatePricePlanSchema,
} from '@tradewind/contract/crm/price.schema';
import { route, type AppDeps } from '@/core/http/route';
import { startExport } from '@/core/jobs/export-route';
import { readRoute } from '@/core/http/read-route';
import * as customerPrice from './customer-price.service';
import * as plan from './price-plan.service';
import * as quotation from './quotation-price.service';

/**
 * Price plans (`/crm/prices`, `/crm/price`: crm:price:*), a customer's own prices
 * (`/crm/personalized_prices`, `/crm/personalized_price`: crm:customer_price:*) and the customer's
 * quotation (`/crm/customer/{id}/quotation_price`, `export_quotation_price`: crm:quotation_price:*).
 */
export function registerPriceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const planWrite = { targetType: 'crm_price_plan' };
  route(app, deps, { method: 'GET', url: '/crm/prices', permission: 'crm:price:list', query: PricePlanListQuerySchema, response: listOf(PricePlanSchema), handler: (ctx, { query }) => plan.listPricePlans(ctx, query) });
  route(app, deps, {
    method: 'GET',
    url: '/crm/price/:id',
    permission: ['or', 'crm:price:list', 'crm:price:update'],
    params: IdParamsSchema,
    response: PricePlanDetailSchema,
    handler: (ctx, { params }) => plan.getPricePlan(ctx, params.id),
  });
  route(app, deps, { ...planWrite, method: 'POST', url: '/crm/price', permission: 'crm:price:create', body: CreatePricePlanSchema, response: PricePlanDetailSchema, handler: (ctx, { body }) => plan.createPricePlan(ctx, body) });
  route(app, deps, { ...planWrite, method: 'PUT', url: '/crm/price', permission: 'crm:price:update', body: UpdatePricePlanSchema, response: PricePlanDetailSchema, handler: (ctx, { body }) => plan.updatePricePlan(ctx, body) });
  route(app, deps, {
    ...planWrite,
    method: 'PUT',
    url: '/crm/price/:id/status',
    permission: 'crm:price:status',
    params: IdParamsSchema,
    body: PricePlanStatusSchema,
    response: PricePlanDetailSchema,
    handler: (ctx, { params, body }) => plan.setPricePlanStatus(ctx, params.id, body.status),
  });
  route(app, deps, { ...planWrite, method: 'DELETE', url: '/crm/price/:id', permission: 'crm:price:delete', params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => plan.deletePricePlan(ctx, params.id) });

  const priceWrite = { targetType: 'crm_customer_price' };
  readRoute(app, deps, '/crm/personalized_prices', 'crm:customer_price:list', {
    query: CustomerPriceListQuerySchema,
    response: listOf(CustomerPriceSchema),
    read: customerPrice.listCustomerPrices,
    exporter: customerPrice.customerPriceExporter,
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/personalized_price/:id',
    permission: ['or', 'crm:customer_price:list', 'crm:customer_price:update'],
    params: IdParamsSchema,
    response: CustomerPriceSchema,
    handler: (ctx, { params }) => customerPrice.getCustomerPrice(ctx, params.id),
  });
  route(app, deps, {
    ...priceWrite,
    method: 'POST',
    url: '/crm/personalized_price',
    permission: 'crm:customer_price:create',
    body: CreateCustomerPricesSchema,
    response: z.array(CustomerPriceSchema),
    handler: (ctx, { body }) => customerPrice.createCustomerPrices(ctx, body),
  });
  route(app, deps, {
    ...priceWrite,
    method: 'PUT',
    url: '/crm/personalized_price',
    permission: 'crm:customer_price:update',
    body: UpdateCustomerPriceSchema,
    response: CustomerPriceSchema,
    handler: (ctx, { body }) => customerPrice.updateCustomerPrice(ctx, body),
  });
  route(app, deps, {
    ...priceWrite,
    method: 'DELETE',
    url: '/crm/personalized_price/:id',
    permission: 'crm:customer_price:delete',
    params: IdParamsSchema,
    response: IdResultSchema,
    handler: (ctx, { params }) => customerPrice.deleteCustomerPrice(ctx, params.id),
  });

  route(app, deps, {
    method: 'GET',
    url: '/crm/customer/:id/quotation_price',
    permission: 'crm:quotation_price:list',
    params: IdParamsSchema,
    query: QuotationPriceListQuerySchema,
    response: listOf(QuotationPriceSchema),
    handler: (ctx, { params, query }) => quotation.listQuotationPrices(ctx, params.id, query),
  });
  // The export centre's task (as exportRoute, with the customer from the path).
  route(app, deps, {
    method: 'GET',
    url: '/crm/customer/:id/export_quotation_price',
    permission: 'crm:quotation_price:export',
    action: 'crm.quotation_price.export',
    successMessage: 'export.started',
    audit: true,
    params: IdParamsSchema,
    query: QuotationPriceFilterSchema,
    response: IdResultSchema,
    handler: async (ctx, { params, query }) => {
      await quotation.checkQuotationCustomer(ctx, params.id);
      return startExport(ctx, quotation.quotationPriceExporter, { ...query, customer_id: params.id });
    },
  });
}
