import { checkPermission, type PermissionRule } from '@tradewind/contract/common/permission';

/**
 * The pure part of `usePermission`: while the user's permissions are unknown (not loaded yet), nothing
 * guarded is shown — an element must never flash in and then disappear. An empty rule guards nothing.
 */
export function isAllowed(rule: PermissionRule | null | undefined, granted: readonly string[] | ReadonlySet<string> | null | undefined): boolean {
  if (rule === null || rule === undefined || rule === '' || (Array.isArray(rule) && rule.length === 0)) return true;
  if (!granted) return false;
  return checkPermission(rule, granted);
}
