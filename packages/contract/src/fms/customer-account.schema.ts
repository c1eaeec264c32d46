import { z } from 'zod';

/** `GET /fms/customer_account`: a customer's balances as two-decimal strings (zeros before its first movement). */
export const CustomerAccountSchema = z.object({
  customer_id: z.number().int(),
  balance: z.string(),
  need_pay: z.string(),
  total_prepay_amount: z.string(),
});
