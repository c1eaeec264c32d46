import { createQueryKeys } from '@/core/api/query-keys';

export const actionLogKeys = createQueryKeys('action-log');
