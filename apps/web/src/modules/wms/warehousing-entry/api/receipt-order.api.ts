import { useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { PURCHASE_ORDER_STATUS, type PurchaseOrderDetail } from '@tradewind/contract/wms/purchase-order.schema';
import { http } from '@/core/http/http-client';

type OrderRow = { id: number; number: string; status: number; supplier_name: string; warehouse_id: number };

/** Purchase orders goods can be received against (audited, partly received), newest first. */
export function useReceivableOrdersQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['wms', 'purchase_order', 'receivable'],
    enabled,
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        [PURCHASE_ORDER_STATUS.audited, PURCHASE_ORDER_STATUS.partlyReceived].map(
          async (status) => (await http.get<ListData<OrderRow>>('/wms/purchase_orders', { query: { status, page_size: MAX_PAGE_SIZE }, signal })).data.list,
        ),
      );
      return lists.flat().sort((a, b) => b.id - a.id);
    },
  });
}

export const readPurchaseOrder = async (id: number) => (await http.get<PurchaseOrderDetail>(`/wms/purchase_order/${id}`)).data;

const milli = (text: string) => Math.round(Number(text) * 1000);

/**
 * The lines still open on an order, as entry lines: in the order's unit when nothing of the line was
 * received yet, else the open rest in the base unit at the base-unit price.
 */
export function openLinesOf(order: PurchaseOrderDetail) {
  return order.items.flatMap((item) => {
    const open = milli(item.base_qty) - milli(item.received_base_qty);
    if (open <= 0) return [];
    const untouched = milli(item.received_base_qty) === 0;
    return [
      {
        item,
        line: {
          sku_id: item.sku_id,
          unit_id: untouched ? item.unit_id : item.base_unit_id,
          qty: untouched ? Number(item.qty) : open / 1000,
          price: untouched ? Number(item.price) : Math.round((Number(item.price) / Number(item.ratio)) * 100) / 100,
          location_id: null,
          purchase_order_item_id: item.id,
        },
      },
    ];
  });
}
