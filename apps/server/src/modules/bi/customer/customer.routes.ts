import type { FastifyInstance } from 'fastify';
import {
  CustomerChurnQuerySchema,
  CustomerChurnRowSchema,
  CustomerOverviewSchema,
  CustomerPeriodQuerySchema,
  CustomerTopQuerySchema,
  CustomerTopSchema,
} from '@tradewind/contract/bi/customer.schema';
import { listOf } from '@tradewind/contract/common/response.schema';
import { route, type AppDeps } from '@/core/http/route';
import { exportRoute } from '@/core/jobs/export-route';
import { customerChurnExporter, customerTopExporter } from './customer.export';
import * as read from './customer.read';

/** The customer dashboard (/bi/customer/index): its figures, the churn-risk list and the top customers, and their exports. */
export function registerBiCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const permission = 'bi:customer:index';
  route(app, deps, { method: 'GET', url: '/bi/customer/overview', permission, query: CustomerPeriodQuerySchema, response: CustomerOverviewSchema, handler: (ctx, { query }) => read.customerOverview(ctx, query) });
  route(app, deps, { method: 'GET', url: '/bi/customer/churn', permission, query: CustomerChurnQuerySchema, response: listOf(CustomerChurnRowSchema), handler: (ctx, { query }) => read.listChurn(ctx, query) });
  route(app, deps, { method: 'GET', url: '/bi/customer/top', permission, query: CustomerTopQuerySchema, response: CustomerTopSchema, handler: (ctx, { query }) => read.topCustomers(ctx, query) });
  exportRoute(app, deps, '/bi/customer/churn/export', customerChurnExporter);
  exportRoute(app, deps, '/bi/customer/top/export', customerTopExporter);
}
