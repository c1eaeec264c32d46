import { z } from 'zod';
import type { ListData, Pagination } from './envelope';

/**
 * Building blocks of the answers' schemas (the envelope's `data`). The server gives them to its routes
 * for the API reference only: answers are not checked against them at run time.
 */

/** A 0/1 flag as the API answers it (`0 | 1`). */
export const zeroOrOne = z.literal([0, 1]);

/** `YYYY-MM-DD HH:mm:ss` in the tenant's time zone (docs/architecture.md §3). */
export const dateTimeText = z.string().describe('YYYY-MM-DD HH:mm:ss in the tenant’s time zone');

export const PaginationSchema = z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }) satisfies z.ZodType<Pagination>;

/** A list answer: `{ list, pagination: { total, page, size } }` (docs/architecture.md §3), e.g. `listOf(StoreSchema)`. */
export function listOf<Row extends z.ZodType>(row: Row) {
  return z.object({ list: z.array(row), pagination: PaginationSchema }) satisfies z.ZodType<ListData<z.output<Row>>>;
}

/** The answer of a call that tells only which record it touched. */
export const IdResultSchema = z.object({ id: z.number().int() });
export type IdResult = z.infer<typeof IdResultSchema>;
