import type { MenuNode } from '@tradewind/contract/system/menu.schema';

/** Menus whose name, route or permission holds the keyword, with the menus above them. */
export function filterMenuTree(nodes: readonly MenuNode[], keyword: string): MenuNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  return nodes.flatMap((n) => {
    const hit = [n.name, n.router, n.permission].some((v) => v?.toLowerCase().includes(k));
    if (hit) return [n];
    const children = filterMenuTree(n.children, k);
    return children.length > 0 ? [{ ...n, children }] : [];
  });
}

export function menuBranchIds(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.id, ...menuBranchIds(n.children)] : []));
}
