import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { isAllowed } from '@/core/permission/permission-rules';
import { NO_AUTH_PATH } from './paths';

/**
 * The logged-in user's permissions (those of /auth/info), or null when they cannot be known here — no
 * session (the session guard sends the visitor to the login page) or the call failed (the shell's
 * session start shows that failure).
 */
export type LoadPermissions = () => Promise<readonly string[] | null>;

/** The rule a route declares in `handle.permission`, if any. */
export function declaredPermission(handle: unknown): PermissionRule | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const rule = (handle as { permission?: unknown }).permission;
  if (typeof rule === 'string') return rule === '' ? undefined : rule;
  return Array.isArray(rule) && rule.length > 0 && rule.every((p) => typeof p === 'string') ? (rule as string[]) : undefined;
}

/**
 * Whether a page with this rule may open: yes when the permissions are unknown — the server still
 * refuses every call the page makes, and it is the guard that counts; this check only spares the user a
 * page of refusals.
 */
export function mayOpenPage(rule: PermissionRule | undefined, granted: readonly string[] | null): boolean {
  return granted === null || isAllowed(rule, granted);
}

/**
 * A loader that checks the page's declared permission before the page's own loader and before it
 * renders (so before any of its calls go out); without it the navigation ends on the no-auth exception
 * page of spec 001 §8, the same place a server answer with body code 401 leads to.
 */
export function pagePermissionLoader(rule: PermissionRule, loadPermissions: LoadPermissions, inner?: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs, context?: unknown) => {
    if (!mayOpenPage(rule, await loadPermissions())) return redirect(NO_AUTH_PATH);
    return inner ? inner(args, context) : null;
  };
}

/**
 * Gives every route of a tree that declares `handle.permission` the permission loader, in one place
 * rather than in each module's route file (as `withLazyTimeout` does for the load limit).
 */
export function withPagePermissions(routes: readonly RouteObject[], loadPermissions: LoadPermissions): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    const rule = declaredPermission(route.handle);
    if (rule !== undefined) {
      next.loader = pagePermissionLoader(rule, loadPermissions, typeof route.loader === 'function' ? route.loader : undefined);
    }
    if (route.children) next.children = withPagePermissions(route.children, loadPermissions);
    return next;
  });
}
