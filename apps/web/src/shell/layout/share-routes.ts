import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/**
 * The share layout's own routes (spec 000 §1 public route /share/purchase_order). The purchase order's
 * shared page arrives with the warehouse module, which then declares it with `layout: 'share'` (and this
 * entry goes), showing ShareLinkInvalid for a missing or bad token. Until then no link to it can be
 * honoured, so the address shows the share layout's invalid-link state instead of the 404 page.
 */
export const shareShellRoutes: RouteObject[] = [
  {
    path: 'share/purchase_order',
    handle: { title: 'route.share_purchase_order', layout: 'share', shortcut: false, tab: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./share-layout')).ShareLinkInvalid }),
  },
];
