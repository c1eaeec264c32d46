/**
 * The settings' plain values, without zod: the web app's entry reads them (the document title), and
 * importing `setting.schema.ts` would build its schemas and put zod in every page's first download.
 */
export const DEFAULT_TITLE_SUFFIX = 'Tradewind';
