import type { RequestContext } from '@/core/http/request-context';

/**
 * What invoices cover (docs/trading-model.md §7): oms's delivered orders, which crm may not import. oms
 * registers the source at start (`registerInvoiceOrderSource`); crm reaches orders only through it. Amounts
 * are integer cents.
 */
export type InvoiceSourceOrder = {
  id: number;
  no: string;
  customerId: number;
  storeId: number;
  /** the order's day (the tenant's calendar) */
  date: string;
  /** what was delivered (the order's delivered amount) */
  delivered: number;
  /** what was refunded on it (returns) */
  refunded: number;
};

export type InvoiceOrderSource = {
  /** the customer's delivered (or completed) orders, newest first, at most `limit` */
  deliveredFor(ctx: RequestContext, customerId: number, limit: number): Promise<InvoiceSourceOrder[]>;
  /** these orders when delivered (or completed), under the caller's row-level security; others left out */
  read(ctx: RequestContext, ids: number[]): Promise<Map<number, InvoiceSourceOrder>>;
};

let source: InvoiceOrderSource | null = null;

/** oms registers its orders at start; a second registration replaces the first. */
export function registerInvoiceOrderSource(s: InvoiceOrderSource): void {
  source = s;
}

/** The registered source; without one (crm alone) no order is invoiceable. */
export function invoiceOrderSource(): InvoiceOrderSource {
  return source ?? { deliveredFor: async () => [], read: async () => new Map() };
}
