import type { RouteObject } from 'react-router';
import type { RouteLayout } from './route-handle';

/** Pages that render inside the shell whatever module declares them (spec 001 §2 "inside the shell"). */
const SHELL_PAGE_PATHS = new Set(['user/setting', '/user/setting']);

function layoutOf(route: RouteObject, fallback: RouteLayout): RouteLayout {
  if (route.path && SHELL_PAGE_PATHS.has(route.path)) return 'main';
  const declared = typeof route.handle === 'object' && route.handle !== null ? (route.handle as { layout?: unknown }).layout : undefined;
  return declared === 'main' || declared === 'public' || declared === 'print' || declared === 'share' || declared === 'screen' ? declared : fallback;
}

/**
 * Sorts a module's route objects into the frames they render in, by their `handle.layout` (route
 * metadata): the router hangs each group under its layout, so a module only declares, e.g.,
 * `handle: { title: 'route.order_print', layout: 'print' }` for a print page.
 */
export function routesByLayout(routes: readonly RouteObject[], fallback: RouteLayout = 'main'): Record<RouteLayout, RouteObject[]> {
  const groups: Record<RouteLayout, RouteObject[]> = { main: [], public: [], print: [], share: [], screen: [] };
  for (const route of routes) groups[layoutOf(route, fallback)].push(route);
  return groups;
}
