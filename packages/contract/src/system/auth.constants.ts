/**
 * Sign-in's plain values, without zod: the web app's entry reads them (the scan-login poll), and
 * importing `auth.schema.ts` would build its schemas and put zod in every page's first download.
 */

/** Scan login ticket states, as the waiting page sees them. */
export const ScanTicketStatus = { waiting: 0, confirmed: 1, used: 2, cancelled: 3, expired: 4 } as const;
export type ScanTicketStatusValue = (typeof ScanTicketStatus)[keyof typeof ScanTicketStatus];
