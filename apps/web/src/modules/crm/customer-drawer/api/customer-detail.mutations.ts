import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CertificationSchema } from '@tradewind/contract/crm/certification.schema';
import type { CreateAddressSchema, CustomerAddress } from '@tradewind/contract/crm/address.schema';
import type { CreateContactSchema, CustomerContact } from '@tradewind/contract/crm/contact.schema';
import type { CreateCustomerFileSchema, CustomerFile } from '@tradewind/contract/crm/file.schema';
import type { CreateVisitSchema, Visit } from '@tradewind/contract/crm/visit.schema';
import { http } from '@/core/http/http-client';
import { useInvalidateCustomers } from '../../customer/api/customer.mutations';
import { addressKeys, certificationKeys, contactKeys, fileKeys, logKeys, visitKeys } from './customer-detail.keys';

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

/** POST /crm/visit */
export function useCreateVisitMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async (input: CreateVisitBody & { customer_id: number }) => (await http.post<Visit>('/crm/visit', input)).data,
    onSuccess: (_data, input) => changed(input.customer_id, visitKeys.ofCustomer(input.customer_id), true),
  });
}

/** DELETE /crm/visit?id= */
export function useDeleteVisitMutation() {
  const changed = useSectionChanged();
  return useMutation({
    mutationFn: async ({ id }: { id: number; customerId: number }) => http.delete<unknown>('/crm/visit', { query: { id } }),
    onSuccess: (_data, { customerId }) => changed(customerId, visitKeys.ofCustomer(customerId), true),
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
