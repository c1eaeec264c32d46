import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WarehousingEntryDetail } from '@tradewind/contract/wms/warehousing-entry.schema';
import type { PurchaseRefundDetail } from '@tradewind/contract/wms/purchase-refund.schema';
import type { OutsidePurchaseDetail } from '@tradewind/contract/wms/outside-purchase.schema';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import type { StockDocKind } from '../stock-doc-kind';

type OutsideFields = 'seller_name' | 'seller_place' | 'buyer_id' | 'buyer_name' | 'purchase_date' | 'photos' | 'entry_id' | 'entry_number';
/**
 * A document as its detail page reads it: an entry carries its type and purchase order too; an outside
 * purchase order has no supplier but its seller, buyer, purchase date, photos and the entry it made.
 */
export type StockDocDetail = Omit<PurchaseRefundDetail, 'supplier_id' | 'supplier_name'> &
  Partial<Pick<PurchaseRefundDetail, 'supplier_id' | 'supplier_name'>> &
  Partial<Pick<WarehousingEntryDetail, 'type' | 'purchase_order_id' | 'purchase_order_number'>> &
  Partial<Pick<OutsidePurchaseDetail, OutsideFields>>;

// the stock pages show what an audit posted; a purchase order what its entries received or hold awaiting audit
const stockKeys = [['wms', 'stock'], ['wms', 'purchase_order']] as const;

export function useStockDocQuery(kind: StockDocKind, id: number | null) {
  return useQuery({
    queryKey: kind.keys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<StockDocDetail>(`${kind.oneApi}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export const useSaveStockDocMutation = (kind: StockDocKind) => useSaveMutation<object, StockDocDetail>({ path: kind.oneApi, keys: kind.keys, alsoInvalidate: stockKeys, quiet: true });
export const useDeleteStockDocMutation = (kind: StockDocKind) => useDeleteMutation({ path: kind.oneApi, keys: kind.keys, alsoInvalidate: stockKeys });

/** audit or cancel: `PUT …/:id/<action>`; the detail and lists reload. */
export function useStockDocActionMutation(kind: StockDocKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, remark }: { id: number; action: 'audit' | 'cancel'; remark?: string | null }) =>
      (await http.put<StockDocDetail>(`${kind.oneApi}/${id}/${action}`, { remark: remark ?? null })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(kind.keys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: kind.keys.lists() });
      for (const key of stockKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
