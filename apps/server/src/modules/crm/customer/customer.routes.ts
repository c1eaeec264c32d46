import type { FastifyInstance } from 'fastify';
import { PaginationQuerySchema } from '@tradewind/contract/common/pagination';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import {
  ChangeSalesSchema,
  ChangeStoreSchema,
  CreateCustomerSchema,
  CustomerListQuerySchema,
  CustomerLogSchema,
  CustomerSchema,
  CustomerStatusSchema,
  PaymentDaySchema,
  UpdateCustomerSchema,
} from '@tradewind/contract/crm/customer.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { listCustomerLogs } from '../log/log.service';
import { findVisibleCustomer } from './customer-access';
import { customerExporter } from './customer.export';
import * as read from './customer.read';
import * as service from './customer.service';
import { type OwnUploadRule, ownUploadOrNull } from '@/modules/common';

const AVATAR: OwnUploadRule = { field: 'avatar', kind: 'image' };

const targetType = 'crm_customer';

export function registerCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The pool page lists with crm:public:list; every other list needs crm:customer:list (checked in customer.read.ts).
  readRoute(app, deps, '/crm/customers', ['or', 'crm:customer:list', 'crm:public:list'], {
    query: CustomerListQuerySchema,
    response: listOf(CustomerSchema),
    read: read.listCustomers,
    exporter: customerExporter,
  });
  route(app, deps, { method: 'GET', url: '/crm/customer/:id', permission: 'crm:customer:detail', params: IdParamsSchema, response: CustomerSchema, handler: (ctx, { params }) => read.getCustomer(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/crm/customer', permission: 'crm:customer:create', targetType, body: CreateCustomerSchema, response: CustomerSchema, handler: async (ctx, { body }) => service.createCustomer(ctx, { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, AVATAR) }) });
  route(app, deps, { method: 'PUT', url: '/crm/customer', permission: 'crm:customer:update', targetType, body: UpdateCustomerSchema, response: CustomerSchema, handler: async (ctx, { body }) => service.updateCustomer(ctx, { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, AVATAR) }) });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer/:id/status',
    permission: 'crm:customer:status',
    targetType,
    params: IdParamsSchema,
    body: CustomerStatusSchema,
    response: CustomerSchema,
    handler: (ctx, { params, body }) => service.setCustomerStatus(ctx, params.id, body.status as 0 | 1),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer/:id/sales',
    permission: 'crm:customer:sales',
    targetType,
    params: IdParamsSchema,
    body: ChangeSalesSchema,
    response: CustomerSchema,
    handler: (ctx, { params, body }) => service.changeSales(ctx, params.id, body.sales_id, body.remark, body.confirm_over_limit === 1),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer/:id/store',
    permission: 'crm:customer:update_store',
    targetType,
    params: IdParamsSchema,
    body: ChangeStoreSchema,
    response: CustomerSchema,
    handler: (ctx, { params, body }) => service.changeStore(ctx, params.id, body.store_id),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/crm/customer/:id/payment_day',
    permission: 'crm:customer:payment_day',
    targetType,
    params: IdParamsSchema,
    body: PaymentDaySchema,
    response: CustomerSchema,
    handler: (ctx, { params, body }) => service.setPaymentDay(ctx, params.id, body),
  });
  route(app, deps, {
    method: 'GET',
    url: '/crm/customer/:id/logs',
    permission: 'crm:logs:list',
    params: IdParamsSchema,
    query: PaginationQuerySchema,
    response: listOf(CustomerLogSchema),
    handler: async (ctx, { params, query }) => {
      await findVisibleCustomer(ctx, params.id);
      return listCustomerLogs(ctx, params.id, query);
    },
  });
}
