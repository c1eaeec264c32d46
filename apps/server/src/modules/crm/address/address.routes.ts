import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { listOf } from '@tradewind/contract/common/response.schema';
import { AddressListQuerySchema, CreateAddressSchema, CustomerAddressSchema, UpdateAddressSchema } from '@tradewind/contract/crm/address.schema';
import { route, type AppDeps } from '@/core/http/route';
import { entityRoutes } from '@/core/http/entity-routes';
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
  entityRoutes(app, deps, { url: '/crm/address', permission: 'crm:address', targetType: 'crm_customer_address' }, {
    create: { body: CreateAddressSchema, response: CustomerAddressSchema, write: service.createAddress },
    update: { body: UpdateAddressSchema, response: CustomerAddressSchema, write: service.updateAddress },
    remove: { response: z.null(), write: service.deleteAddress },
  });
}
