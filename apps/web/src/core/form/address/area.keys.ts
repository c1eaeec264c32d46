export const areaKeys = {
  all: ['area'] as const,
  /** children of an area; 0 lists the provinces */
  children: (parentId: number) => [...areaKeys.all, 'children', parentId] as const,
};
