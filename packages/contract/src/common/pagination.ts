import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.constants';
import { INT4_MAX } from './validation';
import { plainInt } from './validation';

/** `page` from 1, `page_size` default 20, capped at 100 (larger values are clamped, not refused). */
export const PaginationQuerySchema = z.object({
  page: plainInt(z.number({ error: 'validation.page_min' }).int('validation.page_min').min(1, 'validation.page_min').max(INT4_MAX, 'validation.int_range')).default(1),
  page_size: plainInt(z.number({ error: 'validation.page_size_min' })
    .int('validation.page_size_min')
    .min(1, 'validation.page_size_min')
    .max(INT4_MAX, 'validation.int_range'))
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;
