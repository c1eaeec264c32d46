import { DEFAULT_PAGE_SIZE } from '../common/pagination.constants';

/**
 * The search dialog's page size when the caller names none (spec 000 §9: 20 for search, as for messages
 * and exports). A file without zod: the top bar's search field reads it on every signed-in page, and
 * importing `search.schema.ts` would put zod in the shell's first download.
 */
export const CUSTOMER_SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
