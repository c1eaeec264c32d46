import type { RouteObject } from 'react-router';

/** The logistics part's page texts (registered by the module's index.ts). */
export const logisticsWebMessages = {
};

/** The logistics part's pages (spec 001 §2 /lms). */
export const logisticsRoutes: RouteObject[] = [
];
