import type { MenuItem } from '@tradewind/contract/system/auth.schema';

/**
 * Only items with is_show equal to 1 appear (spec 000 §2), at every level; a module or group whose pages
 * are all hidden disappears too, rather than opening an empty panel.
 */
export function visibleMenus(items: readonly MenuItem[] | null | undefined): MenuItem[] {
  return (items ?? []).flatMap((item) => {
    if (item.is_show !== 1) return [];
    const children = visibleMenus(item.children);
    return item.children.length > 0 && children.length === 0 ? [] : [{ ...item, children }];
  });
}

/** The first page a module opens: its first visible leaf with a router, depth first. */
export function firstLeaf(item: MenuItem): MenuItem | null {
  if (item.children.length === 0) return item.router ? item : null;
  for (const child of item.children) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return null;
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * The menu trail to a path (module → group → page) for the side menu's selection and the breadcrumb: an
 * exact page match first, else the deepest item whose router is a prefix of the path (a detail page under
 * its list's module). Empty when the path is not in the menu.
 */
export function menuTrail(items: readonly MenuItem[], path: string): MenuItem[] {
  const target = normalise(path);
  let best: MenuItem[] = [];
  let bestScore = -1;
  const walk = (nodes: readonly MenuItem[], trail: MenuItem[]) => {
    for (const node of nodes) {
      const here = [...trail, node];
      const router = node.router ? normalise(node.router) : null;
      if (router) {
        const score = router === target ? 10_000 + here.length : target.startsWith(`${router}/`) ? router.length : -1;
        if (score > bestScore) {
          best = here;
          bestScore = score;
        }
      }
      walk(node.children, here);
    }
  };
  walk(items, []);
  return best;
}

/**
 * The breadcrumb's trail to a page the menu does not list itself: an add, edit or detail page sits under
 * its entity's list page — the menu page in the same folder (`/crm/customer/add` → `/crm/customer/list`),
 * a `…/list` page first — so the breadcrumb reads module / list page / the page's own title. `exact` is
 * true when the menu lists the path itself; the trail is `menuTrail`'s when no such sibling exists.
 */
export function breadcrumbTrail(items: readonly MenuItem[], path: string): { trail: MenuItem[]; exact: boolean } {
  const target = normalise(path);
  const trail = menuTrail(items, target);
  const last = trail.at(-1);
  if (last?.router && normalise(last.router) === target) return { trail, exact: true };
  const folder = target.slice(0, target.lastIndexOf('/'));
  let sibling: MenuItem[] | null = null;
  const walk = (nodes: readonly MenuItem[], above: MenuItem[]) => {
    for (const node of nodes) {
      const here = [...above, node];
      const router = node.router ? normalise(node.router) : null;
      if (router && node.children.length === 0 && folder && router.slice(0, router.lastIndexOf('/')) === folder) {
        if (!sibling || (router.endsWith('/list') && !normalise(sibling.at(-1)?.router ?? '').endsWith('/list'))) sibling = here;
      }
      walk(node.children, here);
    }
  };
  walk(items, []);
  return { trail: sibling ?? trail, exact: false };
}
