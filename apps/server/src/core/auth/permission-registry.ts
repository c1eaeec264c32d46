import { permissionsOf, type PermissionRule } from '@tradewind/contract/common/permission';

/**
 * Every permission string a route or menu names. A super role (the demo admin) holds all of them; the
 * role editor offers them.
 */
const registry = new Set<string>();

export function registerPermissions(rule: PermissionRule | null | undefined): void {
  for (const p of permissionsOf(rule)) registry.add(p);
}

export function allPermissions(): ReadonlySet<string> {
  return registry;
}
