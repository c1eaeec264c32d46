import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BatchLocationResult, BatchLocationSchema, CreateLocationSchema, Location, UpdateLocationSchema } from '@tradewind/contract/wms/location.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';
import { warehouseKeys } from '../../warehouse/api/warehouse.api';

export const locationKeys = createQueryKeys('wms', 'location');
/** a new location names its warehouse; an update only the location (its id goes with the save) */
export type LocationBody = z.input<typeof CreateLocationSchema> | Omit<z.input<typeof UpdateLocationSchema>, 'id'>;
export type BatchLocationBody = z.input<typeof BatchLocationSchema>;

// the warehouse list shows its default location's code
const alsoInvalidate = [warehouseKeys.lists()];

export const useSaveLocationMutation = () => useSaveMutation<LocationBody, Location>({ path: '/wms/location', keys: locationKeys, alsoInvalidate, quiet: true });

/** Refused (409) while the location holds stock: the app-wide handler shows the reason. */
export const useDeleteLocationMutation = () => useDeleteMutation({ path: '/wms/location', keys: locationKeys, alsoInvalidate });

/** `POST /wms/locations/batch`: the codes of a pattern; existing codes refuse the batch (409) unless skipped. */
export function useBatchLocationsMutation() {
  const invalidate = useInvalidateEntity({ keys: locationKeys });
  return useMutation({
    mutationFn: async (body: BatchLocationBody) => (await http.post<BatchLocationResult>('/wms/locations/batch', body, { quiet: true })).data,
    onSuccess: () => invalidate(),
  });
}
