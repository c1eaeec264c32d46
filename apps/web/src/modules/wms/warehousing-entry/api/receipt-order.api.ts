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

const milli = (text: string | number) => Math.round(Number(text) * 1000);

/** An order line as the receiving form sees it, in base units (thousandths). */
export type ReceiptState = { ordered: number; received: number; pending: number; open: number };

/**
 * Per order line: ordered, received by audited entries, held by entries awaiting audit (this entry's own
 * saved lines left out, `own`: order line id → base quantity), and what is still open = ordered −
 * received − pending, never below 0.
 */
export function receiptStates(order: PurchaseOrderDetail, own: ReadonlyMap<number, string> = new Map()): Map<number, ReceiptState> {
  return new Map(
    order.items.map((item) => {
      const ordered = milli(item.base_qty);
      const received = milli(item.received_base_qty);
      const pending = Math.max(0, milli(item.pending_base_qty) - milli(own.get(item.id) ?? 0));
      return [item.id, { ordered, received, pending, open: Math.max(0, ordered - received - pending) }];
    }),
  );
}

/**
 * The lines still open on an order, as entry lines: in the order's unit when nothing of the line was
 * received or is awaiting audit, else the open rest in the base unit at the base-unit price. `own`: the
 * entry's own saved lines, which do not count as pending (editing a draft).
 */
export function openLinesOf(order: PurchaseOrderDetail, own: ReadonlyMap<number, string> = new Map()) {
  const states = receiptStates(order, own);
  return order.items.flatMap((item) => {
    const { open, received, pending } = states.get(item.id)!;
    if (open <= 0) return [];
    const untouched = received === 0 && pending === 0;
    return [
      {
        item,
        line: {
          sku_id: item.sku_id,
          unit_id: untouched ? item.unit_id : item.base_unit_id,
          qty: untouched ? Number(item.qty) : open / 1000,
          price: untouched ? Number(item.price) : Math.round((Number(item.price) / Number(item.ratio)) * 100) / 100,
          location_id: null as number | null,
          purchase_order_item_id: item.id,
        },
      },
    ];
  });
}
