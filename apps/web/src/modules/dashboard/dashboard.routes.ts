import type { RouteObject } from 'react-router';
import { workplaceRoutes } from './workplace/workplace.routes';

/** The dashboard's pages, for the router (see crm.routes.ts for why apart from index.ts). */
export const dashboardRoutes: RouteObject[] = [...workplaceRoutes];
