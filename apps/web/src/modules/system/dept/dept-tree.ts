import type { Department } from '@tradewind/contract/system/dept.schema';

/** Departments whose name holds the keyword, with the departments above them (so the tree still reads). */
export function filterDeptTree(depts: readonly Department[], keyword: string): Department[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...depts];
  return depts.flatMap((d) => {
    if (d.name.toLowerCase().includes(k)) return [d];
    const children = filterDeptTree(d.children, k);
    return children.length > 0 ? [{ ...d, children }] : [];
  });
}

/** Ids of every department that has children: the rows a tree table can expand. */
export function parentIds(depts: readonly Department[]): number[] {
  return depts.flatMap((d) => (d.children.length > 0 ? [d.id, ...parentIds(d.children)] : []));
}
