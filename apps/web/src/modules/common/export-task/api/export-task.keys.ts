export const exportTaskKeys = {
  all: ['export-task'] as const,
  status: () => [...exportTaskKeys.all, 'status'] as const,
  lists: () => [...exportTaskKeys.all, 'list'] as const,
};
