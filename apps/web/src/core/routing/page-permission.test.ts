import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { declaredPermission, mayOpenPage, withPagePermissions, type LoadPermissions } from './page-permission';
import { NO_AUTH_PATH } from './paths';

const args = { request: new Request('http://localhost/system/staff/list'), params: {} } as unknown as LoaderFunctionArgs;
const granted = (...permissions: string[]): LoadPermissions => vi.fn(async () => permissions);

/** Runs the loader the guard gave a route, as the router would. */
async function load(route: RouteObject): Promise<unknown> {
  return (route.loader as LoaderFunction)(args, undefined);
}

function routeAt(routes: RouteObject[], ...indexes: number[]): RouteObject {
  let route: RouteObject = { children: routes };
  for (const i of indexes) route = route.children![i];
  return route;
}

const tree = (): RouteObject[] => [
  {
    id: 'session',
    children: [
      { path: 'system/staff/list', handle: { title: 'route.system_staff', permission: 'system:staff:list' } },
      { path: 'crm/customer/list', handle: { title: 'route.crm_customer', permission: ['or', 'crm:customer:list', 'crm:customer:all'] } },
      { path: 'dashboard/workplace', handle: { title: 'route.workplace' } },
    ],
  },
];

describe('a page’s declared permission', () => {
  it('reads the rule from handle.permission, ignoring empty and malformed ones', () => {
    expect(declaredPermission({ permission: 'crm:customer:list' })).toBe('crm:customer:list');
    expect(declaredPermission({ permission: ['or', 'a', 'b'] })).toEqual(['or', 'a', 'b']);
    expect(declaredPermission({ title: 'x' })).toBeUndefined();
    expect(declaredPermission({ permission: '' })).toBeUndefined();
    expect(declaredPermission({ permission: [] })).toBeUndefined();
    expect(declaredPermission({ permission: 42 })).toBeUndefined();
    expect(declaredPermission(undefined)).toBeUndefined();
  });

  it('opens when the rule passes or the permissions are unknown, not otherwise', () => {
    expect(mayOpenPage('system:staff:list', ['system:staff:list'])).toBe(true);
    expect(mayOpenPage('system:staff:list', ['crm:customer:list'])).toBe(false);
    expect(mayOpenPage(['or', 'a', 'b'], ['b'])).toBe(true);
    expect(mayOpenPage(['a', 'b'], ['b'])).toBe(false);
    expect(mayOpenPage('system:staff:list', null)).toBe(true);
    expect(mayOpenPage(undefined, [])).toBe(true);
  });

  it('sends a user without the permission to the no-auth page before the page loads', async () => {
    const routes = withPagePermissions(tree(), granted('crm:customer:list'));
    const denied = (await load(routeAt(routes, 0, 0))) as Response;
    expect(denied.status).toBe(302);
    expect(denied.headers.get('Location')).toBe(NO_AUTH_PATH);
    expect(await load(routeAt(routes, 0, 1))).toBeNull();
  });

  it('leaves routes without a declaration alone and keeps a route’s own loader, run after the check', async () => {
    const own = vi.fn(async () => ({ rows: 3 }));
    const source = tree();
    source[0].children![0].loader = own;
    const routes = withPagePermissions(source, granted('system:staff:list'));
    expect(routeAt(routes, 0).loader).toBeUndefined();
    expect(routeAt(routes, 0, 2).loader).toBeUndefined();
    await expect(load(routeAt(routes, 0, 0))).resolves.toEqual({ rows: 3 });
    expect(own).toHaveBeenCalledOnce();

    const refused = withPagePermissions(source, granted());
    own.mockClear();
    await load(routeAt(refused, 0, 0));
    expect(own).not.toHaveBeenCalled();
  });

  it('lets the page open when the permissions cannot be known (no session, failed call)', async () => {
    const routes = withPagePermissions(tree(), async () => null);
    expect(await load(routeAt(routes, 0, 0))).toBeNull();
  });

  it('does not change the tree it is given', () => {
    const source = tree();
    withPagePermissions(source, granted());
    expect(source[0].children![0].loader).toBeUndefined();
  });
});
