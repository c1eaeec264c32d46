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
import { entityRoutes } from '@/core/http/entity-routes';
import { customerPriceExporter } from './customer-price.export';
import * as customerPrice from './customer-price.service';
import * as plan from './price-plan.service';
import { quotationPriceExporter } from './quotation-price.export';
import * as quotation from './quotation-price.service';

/**
 * Price plans (`/crm/prices`, `/crm/price`: crm:price:*), a customer's own prices
 * (`/crm/personalized_prices`, `/crm/personalized_price`: crm:customer_price:*) and the customer's
 * quotation (`/crm/customer/{id}/quotation_price`, `export_quotation_price`: crm:quotation_price:*).
 */
export function registerPriceRoutes(app: FastifyInstance, deps: AppDeps): void {
  // a plan's and a customer price's detail open to whoever may list or edit them
  entityRoutes(app, deps, { url: '/crm/price', listUrl: '/crm/prices', permission: 'crm:price', read: ['or', 'crm:price:list', 'crm:price:update'], targetType: 'crm_price_plan' }, {
    list: { permission: 'crm:price:list', query: PricePlanListQuerySchema, response: listOf(PricePlanSchema), read: plan.listPricePlans },
    detail: { response: PricePlanDetailSchema, read: plan.getPricePlan },
    create: { body: CreatePricePlanSchema, response: PricePlanDetailSchema, write: plan.createPricePlan },
    update: { body: UpdatePricePlanSchema, response: PricePlanDetailSchema, write: plan.updatePricePlan },
    remove: { response: IdResultSchema, write: plan.deletePricePlan },
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/price/:id/status',
    permission: 'crm:price:status',
    targetType: 'crm_price_plan',
    params: IdParamsSchema,
    body: PricePlanStatusSchema,
    response: PricePlanDetailSchema,
    handler: (ctx, { params, body }) => plan.setPricePlanStatus(ctx, params.id, body.status),
  });

  entityRoutes(app, deps, { url: '/crm/personalized_price', listUrl: '/crm/personalized_prices', permission: 'crm:customer_price', read: ['or', 'crm:customer_price:list', 'crm:customer_price:update'], targetType: 'crm_customer_price' }, {
    list: { permission: 'crm:customer_price:list', query: CustomerPriceListQuerySchema, response: listOf(CustomerPriceSchema), read: customerPrice.listCustomerPrices, exporter: customerPriceExporter },
    detail: { response: CustomerPriceSchema, read: customerPrice.getCustomerPrice },
    create: { body: CreateCustomerPricesSchema, response: z.array(CustomerPriceSchema), write: customerPrice.createCustomerPrices },
    update: { body: UpdateCustomerPriceSchema, response: CustomerPriceSchema, write: customerPrice.updateCustomerPrice },
    remove: { response: IdResultSchema, write: customerPrice.deleteCustomerPrice },
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
      return startExport(ctx, quotationPriceExporter, { ...query, customer_id: params.id });
    },
  });
}
