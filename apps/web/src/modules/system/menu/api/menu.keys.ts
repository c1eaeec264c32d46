export const menuKeys = {
  all: ['menu'] as const,
  /** the full tree of modules, pages and buttons (menu page and role editor) */
  tree: () => [...menuKeys.all, 'tree'] as const,
};
