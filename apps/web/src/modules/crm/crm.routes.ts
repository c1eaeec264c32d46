import type { RouteObject } from 'react-router';
import { accountPeriodRoutes } from './account-period/account-period.routes';
import { customerRoutes } from './customer/customer.routes';
import { customerDrawerRoutes } from './customer-drawer/customer-drawer.routes';
import { priceRoutes } from './price/price.routes';

/**
 * Pages of the /crm catalogue (spec 001 §2), each with its title and permission in `handle`. A face of
 * its own, apart from index.ts: the router needs only these route objects (their pages load lazily), not
 * the drawer, search and texts that index.ts registers, which load with the shell.
 */
export const crmRoutes: RouteObject[] = [...customerRoutes, ...customerDrawerRoutes, ...accountPeriodRoutes, ...priceRoutes];
