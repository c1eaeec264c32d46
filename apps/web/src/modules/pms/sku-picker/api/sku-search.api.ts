import type { SkuPickRow, SkuSearchQuery } from '@tradewind/contract/pms/sku.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useListQuery } from '@/core/list/list-query';

export const skuSearchKeys = createQueryKeys('pms', 'sku', 'search');

/** One page of `GET /pms/skus/search` (any staff member may search: every document picks SKUs). */
export function useSkuSearchQuery(query: Partial<SkuSearchQuery>, enabled: boolean) {
  return useListQuery<SkuPickRow>({ queryKey: skuSearchKeys.lists(), path: '/pms/skus/search', query, enabled });
}
