import type { RequestContext } from '@/core/http/request-context';

/** A customer just made (inside the transaction that made it). */
export type CreatedCustomer = { id: number; storeId: number };
export type CustomerCreatedListener = (ctx: RequestContext, customer: CreatedCustomer) => Promise<void>;

const listeners: CustomerCreatedListener[] = [];

/**
 * Modules above crm that act on a new customer (marketing gives new customers their coupons) register here
 * at start; createCustomer calls each in its transaction, so what they do is kept or undone with it.
 */
export function registerCustomerCreatedListener(listener: CustomerCreatedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function customerCreated(ctx: RequestContext, customer: CreatedCustomer): Promise<void> {
  for (const listener of listeners) await listener(ctx, customer);
}
