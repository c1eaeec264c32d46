import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';

/**
 * A row of the global customer search (spec 000 §3 customer search row), plus what the dialog's store
 * column shows (the store's city) and `match`: 0 exact id or phone, 1 prefix (name, phone, pinyin
 * initials or full pinyin), 2 elsewhere in the name or full pinyin. Rows come in that order, each
 * group newest first.
 */
export type CustomerSearchRow = {
  id: number;
  name: string;
  phone: string;
  status: 0 | 1;
  store_id: number;
  store_name: string;
  store_city: string | null;
  sales_id: number | null;
  sales_name: string | null;
  match: 0 | 1 | 2;
};

/**
 * A search answers at most this many customers (`pagination.total` stops there, pages beyond it are
 * empty): counting every customer of a common surname would cost more than the search itself, and
 * nobody pages further than this in a dialog — they type more.
 */
export const CUSTOMER_SEARCH_LIMIT = 200;

/** GET /search/customers: exact id, phone prefix, name substring, pinyin initials or full pinyin. */
export const CustomerSearchQuerySchema = PaginationQuerySchema.extend({
  keyword: z.string({ error: 'crm.search_keyword_required' }).trim().min(1, 'crm.search_keyword_required').max(50, 'validation.text_too_long'),
});

export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;
