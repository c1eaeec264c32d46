/**
 * Page sizes as plain values, without zod: the web's list, message and export code reads them, and
 * importing `pagination.ts` for them would build its schema and put zod in the shell's first download.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
