import { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';

/** A list answer's `data` for the API reference: `{ list, pagination: { total, page, size } }` (ARCHITECTURE §3). */
export function listDataSchema<T>(row: z.ZodType<T>): z.ZodType<ListData<T>> {
  return z.object({
    list: z.array(row),
    pagination: z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }),
  });
}
