import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@tradewind/contract/system/auth.schema';
import { breadcrumbTrail, firstLeaf, menuTrail, visibleMenus } from './menu-model';

const item = (id: number, router: string | null, children: MenuItem[] = [], is_show: 0 | 1 = 1): MenuItem => ({ id, name: `m${id}`, icon: null, router, is_show, children });

const tree = [
  item(1, '/dashboard', [item(2, '/dashboard/workplace')]),
  item(3, '/crm', [item(4, '/crm/hidden', [], 0), item(5, null, [item(6, '/crm/customer/list'), item(7, '/crm/customer/public')]), item(8, '/crm/leads/list')]),
  item(9, '/wms', [item(10, '/wms/stock/list', [], 0)]),
];

describe('side menu model', () => {
  it('keeps only items with is_show 1, at every level', () => {
    const visible = visibleMenus(tree);
    expect(visible.map((m) => m.id)).toEqual([1, 3]);
    expect(visible[1].children.map((m) => m.id)).toEqual([5, 8]);
  });

  it('opens a module at its first visible leaf page', () => {
    const visible = visibleMenus(tree);
    expect(firstLeaf(visible[0])?.router).toBe('/dashboard/workplace');
    expect(firstLeaf(visible[1])?.router).toBe('/crm/customer/list');
    expect(firstLeaf(item(11, null))).toBeNull();
  });

  it('finds the trail of a page, and of a detail page under its module', () => {
    expect(menuTrail(tree, '/crm/customer/public?x=1').map((m) => m.id)).toEqual([3, 5, 7]);
    expect(menuTrail(tree, '/crm/leads/detail').map((m) => m.id)).toEqual([3]);
    expect(menuTrail(tree, '/user/setting')).toEqual([]);
  });

  it('puts an add or edit page under its list page for the breadcrumb (issue 14 defect 8)', () => {
    const ids = (path: string) => {
      const { trail, exact } = breadcrumbTrail(tree, path);
      return { ids: trail.map((m) => m.id), exact };
    };
    expect(ids('/crm/customer/list')).toEqual({ ids: [3, 5, 6], exact: true });
    expect(ids('/crm/customer/add')).toEqual({ ids: [3, 5, 6], exact: false });
    expect(ids('/crm/customer/edit?id=3')).toEqual({ ids: [3, 5, 6], exact: false });
    expect(ids('/crm/leads/detail')).toEqual({ ids: [3, 8], exact: false });
    // no page of the menu in the folder: the module, as before
    expect(ids('/crm/visit/add')).toEqual({ ids: [3], exact: false });
    expect(ids('/user/setting')).toEqual({ ids: [], exact: false });
  });
});
