import { CATEGORY_MAX_LEVEL, type Category } from '@tradewind/contract/pms/category.schema';

/** A category with its children, nested from the API's flat list (parents first, each family in order). */
export type CategoryNode = Category & { children: CategoryNode[] };

export function nestCategories(flat: readonly Category[]): CategoryNode[] {
  const nodes = new Map(flat.map((c) => [c.id, { ...c, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const c of flat) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Levels a category and those below it span (1 for a leaf). */
export const heightOf = (node: CategoryNode): number => 1 + Math.max(0, ...node.children.map(heightOf));

export function findNode(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a drop in the tree puts the dragged category: onto a node (`dropToGap` false) it becomes that
 * node's first child; into a gap, a sibling just before (`side` -1) or after (1) the node.
 */
export function dropPlacement(tree: readonly CategoryNode[], dragId: number, target: CategoryNode, dropToGap: boolean, side: number): { parent_id: number | null; position: number } {
  if (!dropToGap) return { parent_id: target.id, position: 0 };
  const parentId = target.parent_id;
  const siblings = (parentId === null ? tree : (findNode(tree, parentId)?.children ?? [])).filter((n) => n.id !== dragId);
  const at = siblings.findIndex((n) => n.id === target.id);
  return { parent_id: parentId, position: side < 0 ? at : at + 1 };
}

/** Whether `id` (null: a new category) of `height` levels may go under `parent`: not itself or below it, ≤ 3 levels. */
export function canHold(parent: CategoryNode, id: number | null, height: number, tree: readonly CategoryNode[]): boolean {
  if (id !== null) {
    const self = findNode(tree, id);
    if (self && (self.id === parent.id || findNode(self.children, parent.id))) return false;
  }
  return parent.level + height <= CATEGORY_MAX_LEVEL;
}
