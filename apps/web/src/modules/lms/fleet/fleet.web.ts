import type { RouteObject } from 'react-router';

/** The fleet part's page texts (registered by the module's index.ts). */
export const fleetWebMessages = {
};

/** The fleet part's pages (spec 001 §2 /lms). */
export const fleetRoutes: RouteObject[] = [
];
