import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Certification } from '@tradewind/contract/crm/certification.schema';
import type { CustomerAddress } from '@tradewind/contract/crm/address.schema';
import type { CustomerContact } from '@tradewind/contract/crm/contact.schema';
import type { CustomerLog } from '@tradewind/contract/crm/customer.schema';
import type { CustomerFile } from '@tradewind/contract/crm/file.schema';
import type { Visit } from '@tradewind/contract/crm/visit.schema';
import { http, type QueryParams } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';
import { DRAWER_PAGE_SIZE, nextPageOf } from '../drawer-rules';
import { addressKeys, certificationKeys, contactKeys, customerAccountKeys, fileKeys, logKeys, mapTileKeys, visitKeys } from './customer-detail.keys';

/** The finance account of a customer (`fms_customer_accounts`): money as two-decimal strings. */
export type CustomerAccount = { balance: string; need_pay: string; total_prepay_amount: string };

/** GET /fms/customer_account?customer_id= */
export function useCustomerAccountQuery(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: customerAccountKeys.detail(customerId),
    queryFn: async ({ signal }) => (await http.get<CustomerAccount>('/fms/customer_account', { query: { customer_id: customerId }, signal })).data,
    enabled,
  });
}

/** GET /crm/certification?customer_id= (null: none yet). The number comes masked unless `reveal`. */
export function useCertificationQuery(customerId: number, reveal: boolean, enabled: boolean) {
  return useQuery({
    queryKey: certificationKeys.detail(customerId, reveal),
    queryFn: async ({ signal }) =>
      (await http.get<Certification | null>('/crm/certification', { query: { customer_id: customerId, show_full: reveal ? 1 : undefined }, signal })).data ?? null,
    enabled,
  });
}

/**
 * A paged list read page after page as it scrolls (follow-ups, files, logs: 20 a page). A refused page
 * ends the list empty — the app-wide handler has shown why (spec 000 §8).
 */
function useDrawerInfiniteList<T>(queryKey: QueryKey, path: string, query: QueryParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchList<T>(path, { ...query, page: pageParam, page_size: DRAWER_PAGE_SIZE }, signal),
    getNextPageParam: nextPageOf,
    enabled,
  });
}

/** GET /crm/visits?customer_id=: newest first. */
export function useVisitListQuery(customerId: number, enabled: boolean) {
  return useDrawerInfiniteList<Visit>(visitKeys.ofCustomer(customerId), '/crm/visits', { customer_id: customerId }, enabled);
}

/** GET /crm/customer/{id}/files */
export function useFileListQuery(customerId: number, enabled: boolean) {
  return useDrawerInfiniteList<CustomerFile>(fileKeys.ofCustomer(customerId), `/crm/customer/${customerId}/files`, {}, enabled);
}

/** GET /crm/customer/{id}/logs */
export function useLogListQuery(customerId: number, enabled: boolean) {
  return useDrawerInfiniteList<CustomerLog>(logKeys.ofCustomer(customerId), `/crm/customer/${customerId}/logs`, {}, enabled);
}

/** GET /crm/customer/{id}/users: every contact of the customer, the main one first. */
export function useContactListQuery(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.ofCustomer(customerId),
    queryFn: async ({ signal }) => {
      const data = (await http.get<CustomerContact[] | ListData<CustomerContact>>(`/crm/customer/${customerId}/users`, { query: { page: 1, page_size: 100 }, signal })).data;
      return Array.isArray(data) ? data : data.list;
    },
    enabled,
  });
}

/** GET /crm/customer/{id}/addresses: every delivery address, the default first (a customer has a few). */
export function useAddressListQuery(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.ofCustomer(customerId),
    queryFn: async ({ signal }) => (await http.get<ListData<CustomerAddress>>(`/crm/customer/${customerId}/addresses`, { query: { page: 1, page_size: 100 }, signal })).data.list,
    enabled,
  });
}

/**
 * The tenant's map tiles (GET /oms/map_setting, which whoever may save an address reads); null: the plain
 * canvas. A failure is quiet and falls back to the canvas — pinning never depends on a tile server.
 */
export function useMapTilesQuery() {
  return useQuery({
    queryKey: mapTileKeys.setting(),
    queryFn: async ({ signal }) => (await http.get<{ map_tile_url: string }>('/oms/map_setting', { signal, quiet: true })).data.map_tile_url || null,
    staleTime: 5 * 60_000,
  });
}
