import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateOrderResult, CreateOrderSchema, OrderAction, OrderCustomer, OrderDetail, OrderList, PricePreviewResult } from '@tradewind/contract/oms/order.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useSaveMutation } from '@/core/api/crud-mutations';
import { http, type QueryParams } from '@/core/http/http-client';
import { useAvailableOf } from '@/modules/wms';
import { useConvertPhotoOrderMutation } from '../../photo-order/api/photo-order.api';

export const orderKeys = createQueryKeys('oms', 'order');
export type OrderBody = z.input<typeof CreateOrderSchema>;

export const ORDER_LIST_PATH = '/oms/order/list';
export const orderAddPath = (userId?: number) => (userId ? `/oms/order/add?user_id=${userId}` : '/oms/order/add');
export const orderDetailPath = (id: number) => `/oms/order/detail?id=${id}`;
export const orderEditPath = (id: number) => `/oms/order/edit?id=${id}`;
export const orderPrintPath = (id: number) => `/oms/order/print?id=${id}`;
export const orderBatchPrintPath = (ids: readonly number[]) => `/oms/order/print_batch?ids=${ids.join(',')}`;

export function useOrderQuery(id: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<OrderDetail>(`/oms/order/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The tabs' counts: the list's filters without the status (the server counts per status). */
export function useOrderCountsQuery(query: QueryParams) {
  const { status: _status, page: _page, page_size: _size, ...filters } = query;
  return useQuery({
    queryKey: [...orderKeys.lists(), 'counts', filters],
    queryFn: async ({ signal }) => (await http.get<OrderList>('/oms/orders', { query: { ...filters, page_size: 1 }, signal })).data.counts,
  });
}

const orderCustomerKey = ['oms', 'order', 'customer'] as const;

/** The customer the form orders for: by a contact (`user_id`) or by id, with its contacts, addresses and account. */
export function useOrderCustomerQuery(query: { customer_id?: number; user_id?: number }) {
  return useQuery({
    queryKey: [...orderCustomerKey, query],
    queryFn: async ({ signal }) => (await http.get<OrderCustomer>('/oms/order/customer', { query, signal })).data,
    enabled: query.customer_id !== undefined || query.user_id !== undefined,
  });
}

export type PricePreviewLine = { sku_id: number; unit_id: number; qty?: number | null; price?: number | null };
export type PricePreviewBody = {
  order_id: number | null;
  customer_coupon_id: number | null;
  address_id: number | null;
  /** the discounts typed by hand, shared onto the lines as saving would */
  coupon_amount: number;
  activity_amount: number;
  items: PricePreviewLine[];
};

/**
 * Each line's price for the customer and where it came from (customer price, plan, list price); once every
 * line has a quantity, the price pipeline too (each line's activity and coupon shares — with its shares of the
 * discounts typed by hand — and what it pays, gifts, the template's freight, whether the coupon applies). The last answer stays while the next loads.
 */
export function usePricePreviewQuery(customerId: number | null, body: PricePreviewBody) {
  const complete = body.items.every((l) => l.qty !== null && l.qty !== undefined && l.qty > 0);
  const items = body.items.map((l) => (complete ? { sku_id: l.sku_id, unit_id: l.unit_id, qty: l.qty, price: l.price ?? null } : { sku_id: l.sku_id, unit_id: l.unit_id }));
  const sent = { customer_id: customerId, ...body, items };
  return useQuery({
    queryKey: ['oms', 'order', 'price_preview', sent],
    queryFn: async () => (await http.post<PricePreviewResult>('/oms/order/price_preview', sent, { quiet: true })).data,
    enabled: customerId !== null && body.items.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** A coupon the customer holds, as marketing lists it for the order form (`GET /marketing/customer_coupons`, open to whoever may make or edit orders). */
export type CustomerCouponChoice = { id: number; name: string; rule_text: string; usable: boolean; valid_to: string };

/** The customer's coupons an order may use (the edited order's own held coupon with them), for the form's coupon choice. */
export function useCustomerCouponsQuery(customerId: number, storeId: number, orderId: number | null) {
  const query = { customer_id: customerId, store_id: storeId, ...(orderId === null ? {} : { order_id: orderId }) };
  return useQuery({
    queryKey: ['oms', 'order', 'coupons', query],
    queryFn: async ({ signal }) => (await http.get<CustomerCouponChoice[]>('/marketing/customer_coupons', { query, signal, quiet: true })).data.filter((c) => c.usable),
  });
}

/**
 * What each line may take from the warehouse it ships from (wms's available stock through oms, so a rep
 * needs no warehouse permission); editing, the order's own reservation is not counted against it.
 */
export function useOrderStockOf(warehouseIds: ReadonlyArray<number | null | undefined>, skuIds: readonly number[], orderId: number | null) {
  return useAvailableOf('/oms/order/stock', warehouseIds, skuIds, orderId === null ? {} : { order_id: orderId });
}

/** Saves the order; typed from a photo order (`photoOrderId`), the photo order's convert makes and links it. */
export function useSaveOrderMutation(photoOrderId: number | null = null) {
  // creating answers the number and state (auto-audit), editing (`PUT`) the id alone
  const plain = useSaveMutation<OrderBody, CreateOrderResult | { id: number }>({ path: '/oms/order', keys: orderKeys, quiet: true });
  const fromPhoto = useConvertPhotoOrderMutation<OrderBody, CreateOrderResult>(photoOrderId, orderKeys.all);
  return photoOrderId === null ? plain : fromPhoto;
}

/** audit / cancel / deliver / complete: the lists and the detail read again after. */
export function useOrderActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, remark }: { id: number; action: OrderAction; remark?: string }) =>
      (await http.put<{ id: number; status: number }>(`/oms/order/${id}/${action}`, remark ? { remark } : {})).data,
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Reads the form's customer again (an address added in place), resolving once it is back. */
export function useRefreshOrderCustomer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderCustomerKey });
}
