/**
 * Query keys of the drawer's sections, one factory per entity (the customer itself is `customerKeys`).
 * Every key starts with the customer id after the entity, so a customer's change can refresh its own.
 */
import { useInfiniteQuery, useQuery, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Certification, CertificationSchema } from '@tradewind/contract/crm/certification.schema';
import type { CustomerAddress, CreateAddressSchema } from '@tradewind/contract/crm/address.schema';
import type { CustomerContact, CreateContactSchema } from '@tradewind/contract/crm/contact.schema';
import type { CustomerLog } from '@tradewind/contract/crm/customer.schema';
import type { CustomerFile, CreateCustomerFileSchema } from '@tradewind/contract/crm/file.schema';
import type { Visit, CreateVisitSchema } from '@tradewind/contract/crm/visit.schema';
import { http, type QueryParams } from '@/core/http/http-client';
import { fetchList } from '@/core/list/list-query';
import { DRAWER_PAGE_SIZE, nextPageOf } from '../drawer-rules';
import { useInvalidateCustomers } from '../../customer/api/customer.api';

/**
 * Query keys of the drawer's sections, one factory per entity (the customer itself is `customerKeys`).
 * Every key starts with the customer id after the entity, so a customer's change can refresh its own.
 */
const root = ['crm', 'customer-detail'] as const;

export const customerAccountKeys = { detail: (customerId: number) => [...root, 'account', customerId] as const };
export const certificationKeys = {
  all: () => [...root, 'certification'] as const,
  detail: (customerId: number, reveal: boolean) => [...root, 'certification', customerId, reveal ? 'revealed' : 'masked'] as const,
  ofCustomer: (customerId: number) => [...root, 'certification', customerId] as const,
};
export const visitKeys = {
  ofCustomer: (customerId: number) => [...root, 'visits', customerId] as const,
  ofLead: (leadId: number) => [...root, 'visits', 'lead', leadId] as const,
};
/** Whose follow-ups: a customer's (the drawer) or a lead's (the lead drawer) — the same follow-ups. */
export type VisitOwner = { customerId: number; leadId?: undefined } | { leadId: number; customerId?: undefined };
const visitKeyOf = (owner: VisitOwner) => (owner.leadId !== undefined ? visitKeys.ofLead(owner.leadId) : visitKeys.ofCustomer(owner.customerId));
export const contactKeys = { ofCustomer: (customerId: number) => [...root, 'contacts', customerId] as const };
export const addressKeys = { ofCustomer: (customerId: number) => [...root, 'addresses', customerId] as const };
/** the tenant's map tiles, for the address form's pin */
export const mapTileKeys = { setting: () => [...root, 'map-tiles'] as const };
export const fileKeys = { ofCustomer: (customerId: number) => [...root, 'files', customerId] as const };
export const logKeys = { ofCustomer: (customerId: number) => [...root, 'logs', customerId] as const };

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

/** GET /crm/visits?customer_id= (or lead_id=): newest first. */
export function useVisitListQuery(owner: VisitOwner, enabled: boolean) {
  const query = owner.leadId !== undefined ? { lead_id: owner.leadId } : { customer_id: owner.customerId };
  return useDrawerInfiniteList<Visit>(visitKeyOf(owner), '/crm/visits', query, enabled);
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

/**
 * GET /crm/customer/{id}/addresses: the delivery addresses, the default first, a page at a time as the
 * drawer scrolls (a chain store can have hundreds).
 */
export function useAddressListQuery(customerId: number, enabled: boolean) {
  return useDrawerInfiniteList<CustomerAddress>(addressKeys.ofCustomer(customerId), `/crm/customer/${customerId}/addresses`, {}, enabled);
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

/** A change of the customer itself: its detail, the lists, and its log (every change is logged). */
function useCustomerChanged() {
  const queryClient = useQueryClient();
  const invalidateCustomers = useInvalidateCustomers();
  return (customerId: number) =>
    Promise.all([invalidateCustomers(customerId), queryClient.invalidateQueries({ queryKey: logKeys.ofCustomer(customerId) })]);
}

/** PUT /crm/customer/{id}/sales: reassign the owner. */
export function useChangeSalesMutation() {
  const changed = useCustomerChanged();
  return useMutation({
    mutationFn: async ({ customerId, sales_id, remark }: { customerId: number; sales_id: number; remark?: string }) =>
      http.put<unknown>(`/crm/customer/${customerId}/sales`, { sales_id, remark: remark ?? '' }),
    onSuccess: (_data, { customerId }) => changed(customerId),
  });
}

/** PUT /crm/customer/{id}/store: move the customer to another authorised store. */
export function useChangeStoreMutation() {
  const changed = useCustomerChanged();
  return useMutation({
    mutationFn: async ({ customerId, store_id }: { customerId: number; store_id: number }) => http.put<unknown>(`/crm/customer/${customerId}/store`, { store_id }),
    onSuccess: (_data, { customerId }) => changed(customerId),
  });
}

/** A change in a section also writes the customer log; the follow-up also moves the customer's last visit. */
function useSectionChanged() {
  const queryClient = useQueryClient();
  const invalidateCustomers = useInvalidateCustomers();
  return (customerId: number, key: readonly unknown[], customerToo = false) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: logKeys.ofCustomer(customerId) }),
      customerToo ? invalidateCustomers(customerId) : null,
    ]);
}

export type CreateVisitBody = z.input<typeof CreateVisitSchema>;

/** A lead's follow-up moves the lead (its state and last visit): its lists and detail refresh. */
const LEAD_KEYS = ['crm', 'lead'] as const;

/** A follow-up of a customer refreshes its section, log and the customer; of a lead, its section and the lead. */
function useVisitChanged() {
  const changed = useSectionChanged();
  const queryClient = useQueryClient();
  return (owner: VisitOwner) =>
    owner.leadId !== undefined
      ? Promise.all([queryClient.invalidateQueries({ queryKey: visitKeys.ofLead(owner.leadId) }), queryClient.invalidateQueries({ queryKey: LEAD_KEYS })])
      : changed(owner.customerId, visitKeys.ofCustomer(owner.customerId), true);
}

/** POST /crm/visit (customer_id or lead_id) */
export function useCreateVisitMutation(owner: VisitOwner) {
  const changed = useVisitChanged();
  return useMutation({
    mutationFn: async (input: Omit<CreateVisitBody, 'customer_id' | 'lead_id'>) =>
      (await http.post<Visit>('/crm/visit', { ...input, ...(owner.leadId !== undefined ? { lead_id: owner.leadId } : { customer_id: owner.customerId }) })).data,
    onSuccess: () => changed(owner),
  });
}

/** DELETE /crm/visit?id= */
export function useDeleteVisitMutation(owner: VisitOwner) {
  const changed = useVisitChanged();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => http.delete<unknown>('/crm/visit', { query: { id } }),
    onSuccess: () => changed(owner),
  });
}

export type ContactBody = z.input<typeof CreateContactSchema>;

/** POST /crm/customer/{id}/user (id null) or PUT with the contact's id in the body. */
export function useSaveContactMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ customerId, id, input }: { customerId: number; id: number | null; input: ContactBody }) =>
      id === null
        ? (await http.post<CustomerContact>(`/crm/customer/${customerId}/user`, input)).data
        : (await http.put<CustomerContact>(`/crm/customer/${customerId}/user`, { ...input, id })).data,
    onSuccess: (_data, { customerId }) => changed(customerId, contactKeys.ofCustomer(customerId)),
  });
}

/** DELETE /crm/customer/{id}/user/{userId} (the main contact is refused by the server too). */
export function useDeleteContactMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ customerId, id }: { customerId: number; id: number }) => http.delete<unknown>(`/crm/customer/${customerId}/user/${id}`),
    onSuccess: (_data, { customerId }) => changed(customerId, contactKeys.ofCustomer(customerId)),
  });
}

export type AddressBody = Omit<z.input<typeof CreateAddressSchema>, 'customer_id'>;

/**
 * POST /crm/address (id null) or PUT with the address's id. Also refreshes what an order form holds of the
 * customer (`onSaved` of the form picks the new address there).
 */
export function useSaveAddressMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ customerId, id, input }: { customerId: number; id: number | null; input: AddressBody }) =>
      id === null
        ? (await http.post<CustomerAddress>('/crm/address', { ...input, customer_id: customerId })).data
        : (await http.put<CustomerAddress>('/crm/address', { ...input, id })).data,
    onSuccess: (_data, { customerId }) => changed(customerId, addressKeys.ofCustomer(customerId)),
  });
}

/** DELETE /crm/address/{id} (the newest remaining address becomes the default when the default goes). */
export function useDeleteAddressMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ id }: { customerId: number; id: number }) => http.delete<unknown>(`/crm/address/${id}`),
    onSuccess: (_data, { customerId }) => changed(customerId, addressKeys.ofCustomer(customerId)),
  });
}

export type CreateFileBody = z.input<typeof CreateCustomerFileSchema>;

/** POST /crm/file: records a file already put in storage. */
export function useCreateFileMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async (input: CreateFileBody & { customer_id: number }) => (await http.post<CustomerFile>('/crm/file', input)).data,
    onSuccess: (_data, input) => changed(input.customer_id, fileKeys.ofCustomer(input.customer_id)),
  });
}

/** PUT /crm/file: rename or change the remark. */
export function useUpdateFileMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ input }: { customerId: number; input: { id: number; name: string; remark: string } }) => (await http.put<CustomerFile>('/crm/file', input)).data,
    onSuccess: (_data, { customerId }) => changed(customerId, fileKeys.ofCustomer(customerId)),
  });
}

/** DELETE /crm/file/{fileId} */
export function useDeleteFileMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ id }: { customerId: number; id: number }) => http.delete<unknown>(`/crm/file/${id}`),
    onSuccess: (_data, { customerId }) => changed(customerId, fileKeys.ofCustomer(customerId)),
  });
}

export type CertificationBody = z.input<typeof CertificationSchema>;

/** POST /crm/certification (none yet) or PUT (resubmit a rejected one). Moves the customer's is_cert. */
export function useSaveCertificationMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ input, exists }: { input: CertificationBody & { customer_id: number }; exists: boolean }) =>
      exists ? http.put<unknown>('/crm/certification', input) : http.post<unknown>('/crm/certification', input),
    onSuccess: (_data, { input }) => changed(input.customer_id, certificationKeys.ofCustomer(input.customer_id), true),
  });
}

/** POST /crm/certification/audit: pass 1 approves, 0 rejects (only while applying). */
export function useAuditCertificationMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ customerId, pass, remark }: { customerId: number; pass: 0 | 1; remark?: string }) =>
      http.post<unknown>('/crm/certification/audit', { customer_id: customerId, pass, remark: remark ?? '' }),
    onSuccess: (_data, { customerId }) => changed(customerId, certificationKeys.ofCustomer(customerId), true),
  });
}

/** DELETE /crm/certification?customer_id= */
export function useCancelCertificationMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ customerId }: { customerId: number }) => http.delete<unknown>('/crm/certification', { query: { customer_id: customerId } }),
    onSuccess: (_data, { customerId }) => changed(customerId, certificationKeys.ofCustomer(customerId), true),
  });
}
