import type { RoleListQuery } from '@tradewind/contract/system/role.schema';

export type RoleListParams = Partial<RoleListQuery>;

export const roleKeys = {
  all: ['role'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  /** every role at once, for pickers */
  options: () => [...roleKeys.all, 'options'] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  detail: (id: number) => [...roleKeys.details(), id] as const,
};
