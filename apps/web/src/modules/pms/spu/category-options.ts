import type { Category } from '@tradewind/contract/pms/category.schema';
import { nestCategories, type CategoryNode } from '../category/category-tree';

export type CategoryOption = { value: number; title: string; children: CategoryOption[] };

const optionsOf = (nodes: CategoryNode[]): CategoryOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: optionsOf(n.children) }));

/** The category tree as a TreeSelect's treeData; a product may sit in a category of any level. */
export const categoryTreeData = (flat: readonly Category[] | undefined): CategoryOption[] => optionsOf(nestCategories(flat ?? []));
