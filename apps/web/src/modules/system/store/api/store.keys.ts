import { createQueryKeys } from '@/core/api/query-keys';

export const storeKeys = {
  ...createQueryKeys('store'),
  /** GET /stores/all: every store with the user's authorisation flag, for pickers */
  options: () => ['store', 'options'] as const,
};
