import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import type { CarModel, CreateCarModelSchema } from '@tradewind/contract/lms/car-model.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/** Car models: keys, the select's options and the writes. */
export const carModelKeys = { ...createQueryKeys('lms', 'car_model'), options: () => ['lms', 'car_model', 'options'] as const };
/** the cars' keys (fleet.api's carKeys): a car shows its model's name and capacities */
const carsKey = ['lms', 'car'] as const;

export type CarModelBody = z.input<typeof CreateCarModelSchema>;

/** Every car model, for a select (the car form and filter). */
export function useCarModelOptionsQuery() {
  return useQuery({
    queryKey: carModelKeys.options(),
    queryFn: async ({ signal }) => (await http.get<ListData<CarModel>>('/lms/car_models', { query: { page_size: MAX_PAGE_SIZE }, signal })).data.list,
    staleTime: 30_000,
  });
}
export const useSaveCarModelMutation = () => useSaveMutation<CarModelBody, CarModel>({ path: '/lms/car_model', keys: carModelKeys, alsoInvalidate: [carModelKeys.options(), carsKey], quiet: true });
export const useDeleteCarModelMutation = () => useDeleteMutation({ path: '/lms/car_model', keys: carModelKeys, alsoInvalidate: [carModelKeys.options()] });
