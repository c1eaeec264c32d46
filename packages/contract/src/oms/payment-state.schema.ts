import { z } from 'zod';

/**
 * What receipt notes paid on an order or a statement (oms README "Payment state"): the note items naming it,
 * with their note's number, status (0 pending audit, 1 audited) and date — pending ones too, so a person
 * sees what is on its way.
 */
export const TargetReceiptSchema = z.object({
  note_id: z.number().int(),
  number: z.string().nullable(),
  amount: z.string(),
  status: z.number().int(),
  receipt_date: z.string(),
});
export type TargetReceipt = z.infer<typeof TargetReceiptSchema>;

/** The detail's payment state: what may still be received (the settlement source's open amount) and whether a receipt note may pay it now. */
export const PaymentStateSchema = z.object({
  open_amount: z.string(),
  payable: z.boolean(),
  receipts: z.array(TargetReceiptSchema),
});
export type PaymentState = z.infer<typeof PaymentStateSchema>;
