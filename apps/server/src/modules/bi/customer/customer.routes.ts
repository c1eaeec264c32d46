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
import type { AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { customerChurnExporter, customerTopExporter } from './customer.export';
import * as read from './customer.read';

/** The customer dashboard (/bi/customer/index): its figures, the churn-risk list and the top customers, and their exports. */
export function registerBiCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const permission = 'bi:customer:index';
  readRoute(app, deps, '/bi/customer/overview', permission, { query: CustomerPeriodQuerySchema, response: CustomerOverviewSchema, read: read.customerOverview });
  readRoute(app, deps, '/bi/customer/churn', permission, { query: CustomerChurnQuerySchema, response: listOf(CustomerChurnRowSchema), read: read.listChurn, exporter: customerChurnExporter });
  readRoute(app, deps, '/bi/customer/top', permission, { query: CustomerTopQuerySchema, response: CustomerTopSchema, read: read.topCustomers, exporter: customerTopExporter });
}
