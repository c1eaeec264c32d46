import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { CarryFeeDetail, CarryFeeOrderOption, CarryFeeQuote, CreateCarryFeeSchema, WorkerOrderFilter, WorkerOrderTotal } from '@tradewind/contract/lms/fleet-pay.schema';
import type { LogisticsSettingView, UpdateLogisticsSettingSchema } from '@tradewind/contract/lms/fleet-setting.schema';
import type { Car, CreateCarSchema, CreateWorkerSchema, Worker, WorkerDetail, WorkerStaffOption } from '@tradewind/contract/lms/fleet.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { carModelKeys } from '../../car-model/api/car-model.api';

/** Workers, cars, the logistics settings, carry fees and worker orders: keys, reads and writes (car models: car-model/api). */
export const workerKeys = { ...createQueryKeys('lms', 'worker'), options: (role: string) => ['lms', 'worker', 'options', role] as const, staff: () => ['lms', 'worker', 'staff'] as const };
export const carKeys = createQueryKeys('lms', 'car');
export const carryFeeKeys = { ...createQueryKeys('lms', 'logistics_carry_fee'), orders: (keyword: string) => ['lms', 'logistics_carry_fee', 'orders', keyword] as const };
export const workerOrderKeys = { ...createQueryKeys('lms', 'worker_order'), total: (q: WorkerOrderFilter) => ['lms', 'worker_order', 'total', q] as const };
export const settingKey = ['lms', 'setting'] as const;

export type WorkerBody = z.input<typeof CreateWorkerSchema>;
export type CarBody = z.input<typeof CreateCarSchema>;
export type CarryFeeBody = z.input<typeof CreateCarryFeeSchema>;
export type SettingBody = z.input<typeof UpdateLogisticsSettingSchema>;

// ---------- workers ----------

export function useWorkerQuery(id: number | null) {
  return useQuery({ queryKey: workerKeys.detail(id ?? 0), queryFn: async ({ signal }) => (await http.get<WorkerDetail>(`/lms/worker/${id}`, { signal })).data, enabled: id !== null });
}

/** The current store's workers for a select: drivers, loaders or all (the first 100, newest first). */
export function useWorkerOptionsQuery(role: 'driver' | 'loader' | 'all') {
  return useQuery({
    queryKey: workerKeys.options(role),
    queryFn: async ({ signal }) =>
      (await http.get<ListData<Worker>>('/lms/workers', { query: { page_size: MAX_PAGE_SIZE, ...(role === 'all' ? {} : { role }) }, signal })).data.list,
    staleTime: 30_000,
  });
}

export const useWorkerStaffQuery = () => useQuery({ queryKey: workerKeys.staff(), queryFn: async ({ signal }) => (await http.get<WorkerStaffOption[]>('/lms/worker/staff', { signal })).data });

const workerAlso = [['lms', 'worker', 'options'], workerKeys.staff(), carKeys.all];
export const useSaveWorkerMutation = () => useSaveMutation<WorkerBody, Worker>({ path: '/lms/worker', keys: workerKeys, alsoInvalidate: workerAlso, quiet: true });
export const useDeleteWorkerMutation = () => useDeleteMutation({ path: '/lms/worker', keys: workerKeys, alsoInvalidate: workerAlso });

// ---------- cars (a car counts in its model's car_count) ----------

export const useSaveCarMutation = () => useSaveMutation<CarBody, Car>({ path: '/lms/car', keys: carKeys, alsoInvalidate: [carModelKeys.all, workerKeys.all], quiet: true });
export const useDeleteCarMutation = () => useDeleteMutation({ path: '/lms/car', keys: carKeys, alsoInvalidate: [carModelKeys.all, workerKeys.all] });

// ---------- settings ----------

export const useLogisticsSettingQuery = () => useQuery({ queryKey: settingKey, queryFn: async ({ signal }) => (await http.get<LogisticsSettingView>('/lms/setting', { signal })).data });

export function useSaveLogisticsSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingBody) => (await http.put<LogisticsSettingView>('/lms/setting', body, { quiet: true })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingKey, saved),
  });
}

// ---------- carry fees ----------

export function useCarryFeeQuery(id: number | null) {
  return useQuery({ queryKey: carryFeeKeys.detail(id ?? 0), queryFn: async ({ signal }) => (await http.get<CarryFeeDetail>(`/lms/logistics_carry_fee/${id}`, { signal })).data, enabled: id !== null });
}
export function useCarryFeeOrdersQuery(keyword: string) {
  return useQuery({
    queryKey: carryFeeKeys.orders(keyword),
    queryFn: async ({ signal }) => (await http.get<CarryFeeOrderOption[]>('/lms/logistics_carry_fee/orders', { query: keyword ? { keyword } : {}, signal })).data,
  });
}
/** GET /lms/logistics_carry_fee/quote: the order's store's carry-fee template's quote (null: no template, the rate prices it). */
export function useCarryFeeQuoteQuery(q: { order_id: number | null; floors: number | null; pieces: number | null; lift: 0 | 1 }) {
  const ready = q.order_id !== null && !!q.floors && !!q.pieces && q.floors >= 1 && q.pieces >= 1;
  return useQuery({
    queryKey: ['lms', 'logistics_carry_fee', 'quote', q] as const,
    queryFn: async ({ signal }) => (await http.get<CarryFeeQuote | null>('/lms/logistics_carry_fee/quote', { query: q, signal, quiet: true })).data,
    enabled: ready,
    retry: false,
  });
}
const feeAlso = [workerOrderKeys.all, workerKeys.all];
export const useSaveCarryFeeMutation = () => useSaveMutation<CarryFeeBody, CarryFeeDetail>({ path: '/lms/logistics_carry_fee', keys: carryFeeKeys, quiet: true });
export const useDeleteCarryFeeMutation = () => useDeleteMutation({ path: '/lms/logistics_carry_fee', keys: carryFeeKeys });
export function useConfirmCarryFeeMutation() {
  const invalidate = useInvalidateEntity({ keys: carryFeeKeys, alsoInvalidate: feeAlso });
  return useMutation({
    mutationFn: async (id: number) => (await http.put<CarryFeeDetail>(`/lms/logistics_carry_fee/${id}/confirm`, {})).data,
    onSuccess: (_row, id) => invalidate(id),
  });
}

// ---------- worker orders ----------

export function useWorkerOrderTotalQuery(filter: WorkerOrderFilter) {
  return useQuery({ queryKey: workerOrderKeys.total(filter), queryFn: async ({ signal }) => (await http.get<WorkerOrderTotal>('/lms/worker_orders/total', { query: filter, signal })).data });
}
