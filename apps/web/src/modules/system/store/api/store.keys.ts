import type { StoreListQuery } from '@tradewind/contract/system/store.schema';

export type StoreListParams = Partial<StoreListQuery>;

export const storeKeys = {
  all: ['store'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  /** GET /stores/all: every store with the user's authorisation flag, for pickers */
  options: () => [...storeKeys.all, 'options'] as const,
  details: () => [...storeKeys.all, 'detail'] as const,
  detail: (id: number) => [...storeKeys.details(), id] as const,
};
