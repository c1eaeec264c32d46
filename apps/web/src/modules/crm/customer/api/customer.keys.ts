import { createQueryKeys } from '@/core/api/query-keys';

/** Every list of customers (the list, both pools, an account period's customers) is under `lists()`. */
export const customerKeys = createQueryKeys('crm', 'customer');
