import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@tradewind/contract/system/menu.schema';
import { checkState, grantedNodes, permissionsOf, toggleNode } from './permission-tree';

const node = (id: number, type: 1 | 2 | 3, permission: string | null, children: MenuNode[] = []): MenuNode => ({
  id,
  key: String(id),
  parent_id: null,
  type,
  name: `n${id}`,
  icon: null,
  router: null,
  is_show: 1,
  sort: 0,
  permission,
  children,
});

// system (no permission) → store page (list) → create / delete buttons; staff page (list) alone
const tree = [
  node(1, 1, null, [node(2, 2, 'system:store:list', [node(3, 3, 'system:store:create'), node(4, 3, 'system:store:delete')]), node(5, 2, 'system:staff:list')]),
];

describe('role permission tree', () => {
  it('a page without its buttons is half-checked and keeps its own permission', () => {
    const granted = grantedNodes(tree, ['system:store:list']);
    expect(checkState(tree, granted)).toEqual({ checked: [], halfChecked: [2, 1] });
    expect(permissionsOf(tree, granted)).toEqual(['system:store:list']);
  });

  it('checking a button grants its page too; unchecking the page revokes its buttons', () => {
    let granted = toggleNode(tree, new Set(), 3, true);
    expect(permissionsOf(tree, granted).sort()).toEqual(['system:store:create', 'system:store:list']);
    granted = toggleNode(tree, granted, 2, false);
    expect(permissionsOf(tree, granted)).toEqual([]);
  });

  it('checking a module grants everything below it and shows it checked', () => {
    const granted = toggleNode(tree, new Set(), 1, true);
    expect(checkState(tree, granted).checked.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(permissionsOf(tree, granted)).toHaveLength(4);
  });

  it('keeps permissions the tree does not know', () => {
    expect(permissionsOf(tree, new Set(), ['search:customer:list'])).toEqual(['search:customer:list']);
  });
});
