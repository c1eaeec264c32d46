import type { StaffListQuery } from '@tradewind/contract/system/staff.schema';

export type StaffListParams = Partial<StaffListQuery>;

export const staffKeys = {
  all: ['staff'] as const,
  /** every page of the list; `useListQuery` appends the query itself */
  lists: () => [...staffKeys.all, 'list'] as const,
  details: () => [...staffKeys.all, 'detail'] as const,
  detail: (id: number) => [...staffKeys.details(), id] as const,
  search: (keyword: string) => [...staffKeys.all, 'search', keyword] as const,
};
