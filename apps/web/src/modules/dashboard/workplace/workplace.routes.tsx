import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

export const workplaceRoutes: RouteObject[] = [
  {
    path: 'dashboard/workplace',
    handle: { title: 'route.workplace', pinned: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/workplace-page')).WorkplacePage }),
  },
];
