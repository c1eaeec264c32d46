import type { RouteObject } from 'react-router';

/**
 * The share layout's own routes. The purchase order's shared page (/share/purchase_order) is the warehouse
 * module's, declared there with `layout: 'share'`; a page without a token shows ShareLinkInvalid.
 */
export const shareShellRoutes: RouteObject[] = [];
