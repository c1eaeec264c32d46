import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerCustomerAccountRoutes } from './customer-account';

/** Finance: for now the customer account the customer drawer reads; ledgers come with the finance issue. */
export function registerFmsModule(app: FastifyInstance, deps: AppDeps): void {
  registerCustomerAccountRoutes(app, deps);
}
