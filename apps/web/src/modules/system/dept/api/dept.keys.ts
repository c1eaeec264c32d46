export const deptKeys = {
  all: ['dept'] as const,
  /** the whole tree: departments are few, so one query serves the page, the pickers and the staff filter */
  tree: () => [...deptKeys.all, 'tree'] as const,
};
