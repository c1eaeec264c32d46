import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { AddSupplierSkusInput, CreateSupplierSchema, Supplier, SupplierSku, SupplierSkuPrice, UpdateSupplierSkuSchema } from '@tradewind/contract/wms/supplier.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const supplierKeys = {
  ...createQueryKeys('wms', 'supplier'),
  /** every supplier, for selectors */
  options: () => ['wms', 'supplier', 'options'] as const,
};
export const supplierSkuKeys = createQueryKeys('wms', 'supplier_sku');
export type SupplierBody = z.input<typeof CreateSupplierSchema>;
export type SupplierSkuBody = Omit<z.input<typeof UpdateSupplierSkuSchema>, 'id'>;

// the selectors and the supplier SKU list (its supplier names, the list's SKU counts) follow a supplier's change
const alsoInvalidate = [supplierKeys.options(), supplierSkuKeys.all];

export function useSupplierQuery(id: number | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Supplier>(`/wms/supplier/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** The first 100 suppliers, as the list orders them: a selector's choices. */
export function useSupplierOptionsQuery() {
  return useQuery({
    queryKey: supplierKeys.options(),
    queryFn: async ({ signal }) => (await http.get<ListData<Supplier>>('/wms/suppliers', { query: { page_size: MAX_PAGE_SIZE }, signal })).data.list,
    staleTime: 30_000,
  });
}

export const useSaveSupplierMutation = () => useSaveMutation<SupplierBody, Supplier>({ path: '/wms/supplier', keys: supplierKeys, alsoInvalidate, quiet: true });

/** Refused (409) once the supplier was purchased from: the app-wide handler shows the reason. */
export const useDeleteSupplierMutation = () => useDeleteMutation({ path: '/wms/supplier', keys: supplierKeys, alsoInvalidate });

export function useSupplierStatusMutation() {
  const invalidate = useInvalidateEntity({ keys: supplierKeys, alsoInvalidate });
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 0 | 1 }) => (await http.put<Supplier>(`/wms/supplier/${id}/status`, { status })).data,
    onSuccess: (_row, { id }) => invalidate(id),
  });
}

const skuAlso = [supplierKeys.all];

/** `POST /wms/supplier_skus`: the picker's SKUs added to one supplier at once. */
export function useAddSupplierSkusMutation() {
  const invalidate = useInvalidateEntity({ keys: supplierSkuKeys, alsoInvalidate: skuAlso });
  return useMutation({
    mutationFn: async (input: AddSupplierSkusInput) => (await http.post<SupplierSku[]>('/wms/supplier_skus', input, { quiet: true })).data,
    onSuccess: () => invalidate(),
  });
}

export const useSaveSupplierSkuMutation = () => useSaveMutation<SupplierSkuBody, SupplierSku>({ path: '/wms/supplier_sku', keys: supplierSkuKeys, quiet: true });
export const useDeleteSupplierSkuMutation = () => useDeleteMutation({ path: '/wms/supplier_sku', keys: supplierSkuKeys, alsoInvalidate: skuAlso });

/** `GET /wms/supplier/{id}/skus`: what a supplier supplies at what price (the picker's locked SKUs, purchase orders' prefill). */
export function useSupplierSkuPricesQuery(supplierId: number | null) {
  return useQuery({
    queryKey: [...supplierSkuKeys.lists(), 'prices', supplierId ?? 0],
    queryFn: async ({ signal }) => (await http.get<SupplierSkuPrice[]>(`/wms/supplier/${supplierId}/skus`, { signal })).data,
    enabled: supplierId !== null,
  });
}
