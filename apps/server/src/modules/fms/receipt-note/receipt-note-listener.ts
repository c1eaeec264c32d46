import type { RequestContext } from '@/core/http/request-context';

/**
 * A receipt note audited: told to the modules above finance (bi's rollups count receipts) in the audit's
 * transaction, after the note moved to 1 audited. `paymentKind` 5 is paid from the customer's balance (no
 * money came in; README "Receipt notes"). `repId`: the customer's owner at the audit, frozen on the note.
 */
export type AuditedReceiptNote = { noteId: number; storeId: number; customerId: number; repId: number; amount: string; paymentKind: number; auditedAt: Date };
export type ReceiptNoteListener = (ctx: RequestContext, note: AuditedReceiptNote) => Promise<void>;

const listeners: ReceiptNoteListener[] = [];

/** The modules above register at start (fms sits below them); one that throws rolls the audit back. */
export function registerReceiptNoteListener(listener: ReceiptNoteListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function notifyReceiptNoteAudited(ctx: RequestContext, note: AuditedReceiptNote): Promise<void> {
  for (const listener of listeners) await listener(ctx, note);
}
