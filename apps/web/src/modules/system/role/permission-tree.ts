import type { MenuNode } from '@tradewind/contract/system/menu.schema';

/**
 * The role editor's permission tree over the menu tree (modules → pages → buttons). A role's
 * permissions are the `permission` strings of its checked nodes. Ant Design's own check conduction cannot
 * express "the page, but not all of its buttons" (checking a page checks every button under it, and a
 * half-checked page would lose its own permission), so the tree runs in `checkStrictly` mode and the
 * rules live here:
 * - checking a node grants it, everything below it and everything above it (a button is useless
 *   without its page);
 * - unchecking a node revokes it and everything below it;
 * - a node shows checked when it and everything below it are granted, half-checked when only part is.
 * Nodes without a permission (groupings) count as granted while anything below them is.
 */
export type CheckState = { checked: number[]; halfChecked: number[] };

function walk(nodes: readonly MenuNode[], visit: (node: MenuNode, ancestors: readonly MenuNode[]) => void, ancestors: readonly MenuNode[] = []): void {
  for (const node of nodes) {
    visit(node, ancestors);
    walk(node.children, visit, [...ancestors, node]);
  }
}

function descendantIds(node: MenuNode): number[] {
  return [node.id, ...node.children.flatMap(descendantIds)];
}

/** Every permission string the tree knows. */
export function treePermissions(tree: readonly MenuNode[]): Set<string> {
  const all = new Set<string>();
  walk(tree, (node) => {
    if (node.permission) all.add(node.permission);
  });
  return all;
}

/** The granted node ids of a permission list: nodes naming a granted permission, and the groupings above them. */
export function grantedNodes(tree: readonly MenuNode[], permissions: readonly string[]): Set<number> {
  const wanted = new Set(permissions);
  const granted = new Set<number>();
  walk(tree, (node, ancestors) => {
    if (node.permission && wanted.has(node.permission)) {
      granted.add(node.id);
      for (const a of ancestors) if (!a.permission) granted.add(a.id);
    }
  });
  return granted;
}

/** The permission list of granted nodes; `kept` are permissions outside the tree, which the editor never drops. */
export function permissionsOf(tree: readonly MenuNode[], granted: ReadonlySet<number>, kept: readonly string[] = []): string[] {
  const result = new Set<string>(kept);
  walk(tree, (node) => {
    if (node.permission && granted.has(node.id)) result.add(node.permission);
  });
  return [...result];
}

/** What the tree shows for a set of granted nodes. */
export function checkState(tree: readonly MenuNode[], granted: ReadonlySet<number>): CheckState {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  // returns [fully granted, anything granted] for the subtree
  const visit = (node: MenuNode): [boolean, boolean] => {
    let allBelow = true;
    let anyBelow = false;
    for (const child of node.children) {
      const [full, any] = visit(child);
      allBelow &&= full;
      anyBelow ||= any;
    }
    const self = granted.has(node.id);
    const full = self && allBelow;
    const any = self || anyBelow;
    if (full) checked.push(node.id);
    else if (any) halfChecked.push(node.id);
    return [full, any];
  };
  tree.forEach(visit);
  return { checked, halfChecked };
}

/** The granted nodes after the user checks (true) or unchecks (false) one node. */
export function toggleNode(tree: readonly MenuNode[], granted: ReadonlySet<number>, id: number, check: boolean): Set<number> {
  const next = new Set(granted);
  walk(tree, (node, ancestors) => {
    if (node.id !== id) return;
    if (check) {
      for (const d of descendantIds(node)) next.add(d);
      for (const a of ancestors) next.add(a.id);
    } else {
      for (const d of descendantIds(node)) next.delete(d);
    }
  });
  return next;
}

/** Every node id (select all). */
export function allNodeIds(tree: readonly MenuNode[]): number[] {
  return tree.flatMap(descendantIds);
}

/** Ids of nodes with children (expand all). */
export function branchIds(tree: readonly MenuNode[]): number[] {
  const ids: number[] = [];
  walk(tree, (node) => {
    if (node.children.length > 0) ids.push(node.id);
  });
  return ids;
}
