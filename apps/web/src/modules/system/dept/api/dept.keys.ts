import { createQueryKeys } from '@/core/api/query-keys';

export const deptKeys = {
  ...createQueryKeys('dept'),
  /** the whole tree: departments are few, so one query serves the page, the pickers and the staff filter */
  tree: () => ['dept', 'tree'] as const,
};
