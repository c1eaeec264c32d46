import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { ClaimCouponInput, Coupon, CouponBatch, CouponCode, CreateCouponSchema, CustomerCoupon, GenerateCodesResult, IssueResult } from '@tradewind/contract/marketing/coupon.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Query keys and calls of coupons (优惠券); a coupon's codes under `['marketing', 'coupon_code', id]`. */
export const couponKeys = createQueryKeys('marketing', 'coupon');
export const couponCodeKeysOf = (id: number) => createQueryKeys('marketing', 'coupon_code', String(id));
export const COUPONS_API = '/marketing/coupons';
export const COUPON_CODES_API = '/marketing/coupon_codes';
export const COUPON_CODES_EXPORT = '/marketing/coupon_codes/export';
const ONE = '/marketing/coupon';

export function useCouponQuery(id: number | null) {
  return useQuery({
    queryKey: couponKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Coupon>(`${ONE}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export function useCouponBatchesQuery(id: number) {
  return useQuery({
    queryKey: [...couponCodeKeysOf(id).all, 'batches'],
    queryFn: async ({ signal }) => (await http.get<CouponBatch[]>(`${ONE}/${id}/batches`, { signal })).data,
  });
}

/** The codes a print page takes: one batch (or every code), at most `limit`. */
export function useCouponCodesForPrint(id: number | null, batch: number | null, limit: number) {
  return useQuery({
    queryKey: [...couponCodeKeysOf(id ?? 0).all, 'print', batch ?? 0, limit],
    queryFn: async ({ signal }) => (await http.get<ListData<CouponCode>>(COUPON_CODES_API, { query: { coupon_id: id, batch: batch ?? undefined, state: 0, page_size: limit }, signal })).data,
    enabled: id !== null,
  });
}

export type CouponBody = z.input<typeof CreateCouponSchema>;
export const useSaveCouponMutation = () => useSaveMutation<CouponBody, Coupon>({ path: ONE, keys: couponKeys, quiet: true });
export const useDeleteCouponMutation = () => useDeleteMutation({ path: ONE, keys: couponKeys });

/** PUT /marketing/coupon/{id}/stop or /void: the detail takes the answer, the lists read again. */
export function useCouponActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'stop' | 'void' }) => (await http.put<Coupon>(`${ONE}/${id}/${action}`, {})).data,
    onSuccess: (data) => {
      queryClient.setQueryData(couponKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: couponKeys.lists() });
    },
  });
}

/** POST /marketing/coupon/{id}/issue: how many were issued and why others were skipped. */
export function useIssueCouponMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: number; customer_ids?: number[]; crowd_id?: number | null }) => (await http.post<IssueResult>(`${ONE}/${id}/issue`, body, { quiet: true })).data,
    onSuccess: (_data, { id }) => Promise.all([queryClient.invalidateQueries({ queryKey: couponKeys.lists() }), queryClient.invalidateQueries({ queryKey: couponKeys.detail(id) })]),
  });
}

/** POST /marketing/coupon/claim: staff types the code a customer brought. */
export function useClaimCouponMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimCouponInput) => http.post<CustomerCoupon>(`${ONE}/claim`, body, { quiet: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: couponKeys.all }), queryClient.invalidateQueries({ queryKey: ['marketing', 'coupon_code'] })]),
  });
}

/** POST /marketing/coupon/{id}/codes: a new batch. */
export function useGenerateCodesMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (count: number) => (await http.post<GenerateCodesResult>(`${ONE}/${id}/codes`, { count }, { quiet: true })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: couponCodeKeysOf(id).all }), queryClient.invalidateQueries({ queryKey: couponKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: couponKeys.lists() })]),
  });
}
