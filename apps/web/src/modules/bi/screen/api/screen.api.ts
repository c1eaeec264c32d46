import { useQuery } from '@tanstack/react-query';
import type { ScreenData } from '@tradewind/contract/bi/screen.schema';
import { http } from '@/core/http/http-client';

export const screenKeys = { all: ['bi', 'screen'] as const, of: (storeId: number | null) => ['bi', 'screen', storeId ?? 'all'] as const };

/** `GET /bi/screen`: today of the user's stores, or of one; refreshed by the realtime changes (`useListChanged`), never polled. */
export function useScreenQuery(storeId: number | null) {
  return useQuery({
    queryKey: screenKeys.of(storeId),
    queryFn: async ({ signal }) => (await http.get<ScreenData>('/bi/screen', { query: storeId ? { store_id: storeId } : {}, signal })).data,
    placeholderData: (previous) => previous,
  });
}

/** The lists whose changes move the screen's figures: orders (audit, cancel), deliveries (sign-ins) and receipt notes (audit). */
export const SCREEN_LISTS = ['oms.order', 'lms.logistics_order', 'fms.receipt_note'] as const;
