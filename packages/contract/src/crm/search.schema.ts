import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { zeroOrOne } from '../common/response.schema';
import { textSchema } from '../common/validation';

/**
 * A row of the global customer search (spec 000 §3 customer search row), plus what the dialog's store
 * column shows (the store's city) and `match`: 0 exact id or phone, 1 prefix (name, phone, pinyin
 * initials or full pinyin), 2 elsewhere in the name or full pinyin. Rows come in that order, each
 * group newest first.
 */
export const CustomerSearchRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  status: zeroOrOne,
  store_id: z.number().int(),
  store_name: z.string(),
  store_city: z.string().nullable(),
  sales_id: z.number().int().nullable(),
  sales_name: z.string().nullable(),
  match: z.literal([0, 1, 2]).describe('0 exact id or phone, 1 prefix, 2 elsewhere in the name or full pinyin'),
});
export type CustomerSearchRow = z.infer<typeof CustomerSearchRowSchema>;

/**
 * A search answers at most this many customers (`pagination.total` stops there, pages beyond it are
 * empty): counting every customer of a common surname would cost more than the search itself, and
 * nobody pages further than this in a dialog — they type more.
 */
export const CUSTOMER_SEARCH_LIMIT = 200;

/** GET /search/customers: exact id, phone prefix, name substring, pinyin initials or full pinyin. */
export const CustomerSearchQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema('crm.search_keyword_required').trim().min(1, 'crm.search_keyword_required').max(50, 'validation.text_too_long'),
});

export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;
