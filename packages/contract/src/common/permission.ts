/**
 * Permission check rules of spec 000 §6, shared by the server guard and the web's <Permission> component:
 * a string; a list (all required); a list starting with 'or' (any); a list starting with 'and' (all).
 */
export type PermissionRule = string | readonly string[];

export function checkPermission(rule: PermissionRule | null | undefined, granted: ReadonlySet<string> | readonly string[]): boolean {
  if (rule === null || rule === undefined || rule === '') return true;
  const has = (p: string) => (Array.isArray(granted) ? granted.includes(p) : (granted as ReadonlySet<string>).has(p));
  if (typeof rule === 'string') return has(rule);
  if (rule.length === 0) return true;
  const [head, ...rest] = rule;
  if (head === 'or') return rest.length === 0 ? true : rest.some(has);
  if (head === 'and') return rest.every(has);
  return rule.every(has);
}

/** Every permission string a rule names, without the 'or' / 'and' markers. */
export function permissionsOf(rule: PermissionRule | null | undefined): string[] {
  if (!rule) return [];
  if (typeof rule === 'string') return [rule];
  return rule.filter((p) => p !== 'or' && p !== 'and');
}

const VIEW_ACTIONS = new Set(['list', 'index', 'detail', 'info', 'view']);

/**
 * A permission that guards seeing a page or record (`…:list`, `…:detail`) answers 401 (no-auth page) when
 * missing; one that guards an operation answers 402 ('无权操作').
 */
export function isViewPermission(permission: string): boolean {
  const action = permission.split(':').pop() ?? '';
  return VIEW_ACTIONS.has(action);
}
