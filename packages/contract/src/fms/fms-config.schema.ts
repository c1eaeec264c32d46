import { z } from 'zod';

/**
 * The money journals' row types (issue 20 part two writes them; the config lists name them now so the
 * pages and the journals share one numbering). Names in fms.messages.ts (`fms.money_in_type.<n>`,
 * `fms.money_out_type.<n>`). A number once used keeps its meaning.
 */
export const MoneyInType = {
  /** a customer pays what it owes (orders, statements): a receipt note with allocations */
  receipt: 1,
  /** a customer pays in advance: a receipt note without allocation, to the balance */
  customerPrepay: 2,
  /** a supplier or worker pays prepaid money back */
  prepayRefund: 3,
} as const;
export const MoneyOutType = {
  /** a supplier settlement order paid */
  supplierSettlement: 1,
  /** a worker settlement order paid */
  workerSettlement: 2,
  /** a supplier or worker paid in advance (to its prepay account) */
  prepay: 3,
  /** a customer's balance paid back */
  balanceRefund: 4,
} as const;
export const MONEY_IN_TYPES = Object.values(MoneyInType);
export const MONEY_OUT_TYPES = Object.values(MoneyOutType);

/** Who a journal row or an account belongs to ('staff': a picker paid by a worker settlement). */
export const MONEY_TARGET_TYPES = ['customer', 'supplier', 'worker', 'staff'] as const;
export type MoneyJournalTargetType = (typeof MONEY_TARGET_TYPES)[number];
/** The documents behind journal rows. */
export const MONEY_IN_DOC_TYPES = ['receipt_note'] as const;
export const MONEY_OUT_DOC_TYPES = ['payment_note'] as const;

/** An option of a filter: its value and its name in the caller's language. */
export const ConfigOptionSchema = z.object({ value: z.union([z.string(), z.number().int()]), name: z.string() });
export type ConfigOption = z.infer<typeof ConfigOptionSchema>;

/** An enabled or disabled payment method, for the journals' method filter. */
export const PaymentMethodOptionSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.number().int(), kind_name: z.string(), status: z.number().int(), is_default: z.number().int() });
export type PaymentMethodOption = z.infer<typeof PaymentMethodOptionSchema>;

/** `GET /fms/config/customer_account` */
export const CustomerAccountConfigSchema = z.object({ fields: z.array(ConfigOptionSchema), history_types: z.array(ConfigOptionSchema) });
export type CustomerAccountConfig = z.infer<typeof CustomerAccountConfigSchema>;

/** `GET /fms/config/finance_prepay_account` */
export const PrepayAccountConfigSchema = z.object({ target_types: z.array(ConfigOptionSchema), history_types: z.array(ConfigOptionSchema) });
export type PrepayAccountConfig = z.infer<typeof PrepayAccountConfigSchema>;

/** `GET /fms/config/money_in_history` and `/money_out_history` */
export const MoneyHistoryConfigSchema = z.object({
  types: z.array(ConfigOptionSchema),
  target_types: z.array(ConfigOptionSchema),
  payment_kinds: z.array(ConfigOptionSchema),
  payment_methods: z.array(PaymentMethodOptionSchema),
  doc_types: z.array(ConfigOptionSchema),
});
export type MoneyHistoryConfig = z.infer<typeof MoneyHistoryConfigSchema>;
