import type { Staff } from '@tradewind/contract/system/staff.schema';

/** An employee as the picker hands it over (spec 000 §3 employee). */
export type PickedEmployee = Pick<Staff, 'id' | 'name'> & Partial<Pick<Staff, 'phone' | 'dept_id' | 'dept_role' | 'department' | 'roles'>>;

export type SelectionResult<T> = { ok: true; selected: T[] } | { ok: false; max: number };

/**
 * The table's new selection, kept across pages: `keys` are every checked id (the table keeps ids of other
 * pages), `rows` the records it knows (only this page's). Records chosen earlier keep their data; the
 * limit refuses the whole change (spec 000 §5 'At most N employees can be selected'), so nothing
 * half-applies. `max` undefined or 0 means unlimited.
 */
export function applySelection<T extends { id: number }>(previous: readonly T[], keys: readonly (string | number | bigint)[], rows: readonly (T | undefined)[], max?: number): SelectionResult<T> {
  const wanted = new Set(keys.map((k) => Number(k)));
  const known = new Map<number, T>();
  for (const item of previous) known.set(item.id, item);
  for (const row of rows) if (row) known.set(row.id, row);
  // Keep the order in which they were picked: earlier picks first, new ones after.
  const kept = previous.filter((item) => wanted.has(item.id));
  const added = [...wanted].filter((id) => !previous.some((p) => p.id === id)).flatMap((id) => (known.has(id) ? [known.get(id)!] : []));
  const selected = [...kept, ...added];
  if (max && max > 0 && selected.length > max && selected.length > previous.length) return { ok: false, max };
  return { ok: true, selected };
}

export function removeSelected<T extends { id: number }>(selected: readonly T[], id: number): T[] {
  return selected.filter((item) => item.id !== id);
}

type DeptNode = { id: number; children?: DeptNode[] | null };

/** A department and every department below it (the `c_dept_id` rule, for the search fallback). */
export function deptSubtree(tree: readonly DeptNode[], id: number): Set<number> {
  const found = new Set<number>();
  const collect = (node: DeptNode) => {
    found.add(node.id);
    for (const child of node.children ?? []) collect(child);
  };
  const walk = (nodes: readonly DeptNode[]): boolean => {
    for (const node of nodes) {
      if (node.id === id) {
        collect(node);
        return true;
      }
      if (walk(node.children ?? [])) return true;
    }
    return false;
  };
  walk(tree);
  return found;
}
