import { describe, expect, it } from 'vitest';
import type { Category } from '@tradewind/contract/pms/category.schema';
import { canHold, dropPlacement, findNode, heightOf, nestCategories } from './category-tree';

const c = (id: number, parent_id: number | null, level: number): Category => ({ id, parent_id, name: `c${id}`, image: null, sort: id, is_show: 1, level, created_at: '' });
const flat = [c(1, null, 1), c(2, 1, 2), c(3, 2, 3), c(4, 1, 2), c(5, null, 1)];

describe('the category tree', () => {
  it('nests the flat list and measures heights', () => {
    const tree = nestCategories(flat);
    expect(tree.map((n) => n.id)).toEqual([1, 5]);
    expect(findNode(tree, 1)!.children.map((n) => n.id)).toEqual([2, 4]);
    expect(heightOf(findNode(tree, 1)!)).toBe(3);
  });

  it('turns a drop into a parent and a position among the new siblings', () => {
    const tree = nestCategories(flat);
    expect(dropPlacement(tree, 5, findNode(tree, 2)!, false, 0)).toEqual({ parent_id: 2, position: 0 });
    expect(dropPlacement(tree, 5, findNode(tree, 4)!, true, 1)).toEqual({ parent_id: 1, position: 2 });
    expect(dropPlacement(tree, 4, findNode(tree, 2)!, true, -1)).toEqual({ parent_id: 1, position: 0 });
    expect(dropPlacement(tree, 1, findNode(tree, 5)!, true, 1)).toEqual({ parent_id: null, position: 1 });
  });

  it('knows which parents can hold a category: no cycle, no fourth level', () => {
    const tree = nestCategories(flat);
    expect(canHold(findNode(tree, 3)!, null, 1, tree)).toBe(false);
    expect(canHold(findNode(tree, 2)!, null, 1, tree)).toBe(true);
    expect(canHold(findNode(tree, 3)!, 1, 3, tree)).toBe(false);
    expect(canHold(findNode(tree, 5)!, 2, 2, tree)).toBe(true);
    expect(canHold(findNode(tree, 4)!, 2, 2, tree)).toBe(false);
  });
});
