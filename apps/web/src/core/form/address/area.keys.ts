export const areaKeys = {
  all: ['area'] as const,
  /** children of an area; 0 lists the provinces */
  children: (parentId: number) => [...areaKeys.all, 'children', parentId] as const,
  /** one area with its centre */
  detail: (id: number) => [...areaKeys.all, 'detail', id] as const,
};
