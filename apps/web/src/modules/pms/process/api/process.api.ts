import type { CreateProcessInput, Process } from '@tradewind/contract/pms/process.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';

export const processKeys = createQueryKeys('pms', 'process');
export const PROCESS_LIST_PATH = '/pms/processes';

/** Body of `POST` / `PUT /pms/process`: quantities as the form holds them. */
export type ProcessBody = Omit<CreateProcessInput, 'inputs' | 'outputs' | 'loss_rate'> & {
  inputs: { sku_id: number; quantity: number }[];
  outputs: { sku_id: number; quantity: number }[];
  loss_rate: number;
};

export const useSaveProcessMutation = () => useSaveMutation<ProcessBody, Process>({ path: '/pms/process', keys: processKeys, quiet: true });
export const useDeleteProcessMutation = () => useDeleteMutation({ path: '/pms/process', keys: processKeys });
