import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import { AddressListQuerySchema, CreateAddressSchema, CustomerAddressSchema, UpdateAddressSchema } from '@tradewind/contract/crm/address.schema';
import { route, type AppDeps } from '@/core/http/route';
import * as service from './address.service';


/** Delivery addresses of a customer; every call checks the customer is visible (else 404). */
export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/crm/customer/:id/addresses',
    permission: 'crm:address:list',
    params: IdParamsSchema,
    query: AddressListQuerySchema,
    response: listOf(CustomerAddressSchema),
    handler: (ctx, { params, query }) => service.listAddresses(ctx, params.id, query),
  });
  route(app, deps, { method: 'POST', url: '/crm/address', permission: 'crm:address:create', targetType: 'crm_customer_address', body: CreateAddressSchema, response: CustomerAddressSchema, handler: (ctx, { body }) => service.createAddress(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/crm/address', permission: 'crm:address:update', targetType: 'crm_customer_address', body: UpdateAddressSchema, response: CustomerAddressSchema, handler: (ctx, { body }) => service.updateAddress(ctx, body) });
  route(app, deps, {
    method: 'DELETE',
    url: '/crm/address/:id',
    permission: 'crm:address:delete',
    targetType: 'crm_customer_address',
    params: IdParamsSchema,
    response: z.null(),
    handler: (ctx, { params }) => service.deleteAddress(ctx, params.id),
  });
}
