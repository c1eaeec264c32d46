import { ACCOUNT_PERIOD_DEFAULTS, ACCOUNT_PERIOD_LOCKED_FIELDS, type AccountPeriod, type CreateAccountPeriodInput } from '@tradewind/contract/crm/account-period.schema';
import { PaymentDaySchema, type Customer, type PaymentDayInput } from '@tradewind/contract/crm/customer.schema';

/** Once a period is saved only its name changes (spec 001 §5): the contract's locked fields show disabled. */
export function isPeriodFieldLocked(field: string, saved: boolean): boolean {
  return saved && (ACCOUNT_PERIOD_LOCKED_FIELDS as readonly string[]).includes(field);
}

/** The blank period form: standard term, 30 days, month day 1, statement day 1 (spec 001 §5, §9). */
export function newPeriodValues(): CreateAccountPeriodInput {
  return { name: '', ...ACCOUNT_PERIOD_DEFAULTS };
}

export function periodValuesOf(period: AccountPeriod): CreateAccountPeriodInput {
  return { name: period.name, type: period.type, days: period.days, month_day: period.month_day, day_before: period.day_before, statement_day: period.statement_day };
}

/** How a period settles, as a text key and its parameters: 'N days after delivery' or 'day D of the month'. */
export function describePeriod(period: Pick<AccountPeriod, 'type' | 'days' | 'month_day' | 'day_before' | 'statement_day'>): { key: string; params: Record<string, number> } {
  return period.type === 1
    ? { key: 'crm_period.rule_days', params: { days: period.days, statement_day: period.statement_day } }
    : { key: 'crm_period.rule_month', params: { month_day: period.month_day, day_before: period.day_before, statement_day: period.statement_day } };
}

/** What the open-payment-day form holds: the contract range as 'YYYY-MM-DD' texts, the amount as typed. */
export type PaymentDayValues = {
  is_open_payment_day: boolean;
  contract: [string | null, string | null] | null;
  account_period_id: number | null;
  payment_amount: number | string | null;
};

export function paymentDayValuesOf(customer: Pick<Customer, 'is_open_payment_day' | 'contract_begin_time' | 'contract_end_time' | 'account_period_id' | 'payment_amount'>): PaymentDayValues {
  const begin = customer.contract_begin_time?.slice(0, 10) ?? null;
  const end = customer.contract_end_time?.slice(0, 10) ?? null;
  return {
    // opening a customer starts switched on: the dialog is where one opens it
    is_open_payment_day: true,
    contract: begin || end ? [begin, end] : null,
    account_period_id: customer.account_period_id ?? null,
    payment_amount: customer.payment_amount ?? '0.00',
  };
}

/** The body of PUT /crm/customer/{id}/payment_day. A typed number keeps what was typed (`1.5` → '1.5'). */
export function paymentDayBodyOf(values: PaymentDayValues): Record<string, unknown> {
  const amount = values.payment_amount === null || values.payment_amount === '' ? '0' : String(values.payment_amount);
  return {
    is_open_payment_day: values.is_open_payment_day ? 1 : 0,
    contract_begin_time: values.contract?.[0] ?? null,
    contract_end_time: values.contract?.[1] ?? null,
    account_period_id: values.account_period_id ?? null,
    payment_amount: amount,
  };
}

/** The form field a PaymentDaySchema issue belongs to (both dates sit in one range field). */
const FIELD_OF: Record<string, keyof PaymentDayValues> = {
  contract_begin_time: 'contract',
  contract_end_time: 'contract',
  account_period_id: 'account_period_id',
  payment_amount: 'payment_amount',
  is_open_payment_day: 'is_open_payment_day',
};

/**
 * The open-payment-day form checked by the contract's own schema — the one the server runs — so both
 * refuse the same input with the same message key ('请选择合同日期', '请选择结算期限', the amount rule).
 * Answers the valid body, or the first message key of each field.
 */
export function checkPaymentDay(values: PaymentDayValues): { ok: true; body: PaymentDayInput } | { ok: false; errors: Partial<Record<keyof PaymentDayValues, string>> } {
  const result = PaymentDaySchema.safeParse(paymentDayBodyOf(values));
  if (result.success) return { ok: true, body: result.data };
  const errors: Partial<Record<keyof PaymentDayValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
