export const actionLogKeys = {
  all: ['action-log'] as const,
  lists: () => [...actionLogKeys.all, 'list'] as const,
};
