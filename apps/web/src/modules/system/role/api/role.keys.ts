import { createQueryKeys } from '@/core/api/query-keys';

export const roleKeys = {
  ...createQueryKeys('role'),
  /** every role at once, for pickers */
  options: () => ['role', 'options'] as const,
};
