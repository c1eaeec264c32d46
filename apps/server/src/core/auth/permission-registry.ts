import { permissionsOf, type PermissionRule } from '@tradewind/contract/common/permission';

/**
 * Every permission string a route or menu names. A super role (the demo admin) holds all of them; the
 * role editor offers them.
 */
const registry = new Set<string>();
/** those a route's guard checks (the page manifests must declare each: page-manifest.test.ts) */
const guarded = new Set<string>();

export function registerPermissions(rule: PermissionRule | null | undefined, options: { guard?: boolean } = {}): void {
  for (const p of permissionsOf(rule)) {
    registry.add(p);
    if (options.guard) guarded.add(p);
  }
}

export function allPermissions(): ReadonlySet<string> {
  return registry;
}

export function routePermissions(): ReadonlySet<string> {
  return guarded;
}
