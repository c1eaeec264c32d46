import type { RouteObject } from 'react-router';

/** The line part's page texts (registered by the module's index.ts). */
export const lineWebMessages = {
};

/** The line part's pages (spec 001 §2 /lms). */
export const lineRoutes: RouteObject[] = [
];
