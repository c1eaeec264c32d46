import type { StaffListQuery } from '@tradewind/contract/system/staff.schema';
import { createQueryKeys } from '@/core/api/query-keys';

export type StaffListParams = Partial<StaffListQuery>;

export const staffKeys = {
  ...createQueryKeys('staff'),
  search: (keyword: string) => ['staff', 'search', keyword] as const,
};
