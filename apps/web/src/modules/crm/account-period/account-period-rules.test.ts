import { describe, expect, it } from 'vitest';
import { translate } from '@tradewind/contract/common/messages';
import { ACCOUNT_PERIOD_LOCKED_FIELDS, CreateAccountPeriodSchema } from '@tradewind/contract/crm/account-period.schema';
import { checkPaymentDay, describePeriod, isPeriodFieldLocked, newPeriodValues, paymentDayBodyOf, paymentDayValuesOf, type PaymentDayValues } from './account-period-rules';

const zh = (key: string | undefined) => (key === undefined ? undefined : translate(key, 'zh-CN'));

describe('account period form (spec 001 §5)', () => {
  it('starts a new period as a standard term of 30 days, month day 1, statement day 1', () => {
    expect(newPeriodValues()).toEqual({ name: '', type: 1, days: 30, month_day: 1, day_before: 0, statement_day: 1 });
  });

  it('locks type and the day fields once saved, never the name', () => {
    for (const field of ACCOUNT_PERIOD_LOCKED_FIELDS) {
      expect(isPeriodFieldLocked(field, true)).toBe(true);
      expect(isPeriodFieldLocked(field, false)).toBe(false);
    }
    expect(isPeriodFieldLocked('name', true)).toBe(false);
  });

  it('asks for a name and a type with the spec messages', () => {
    const noName = CreateAccountPeriodSchema.safeParse({ ...newPeriodValues(), name: '  ' });
    expect(noName.success ? undefined : zh(noName.error.issues[0]?.message)).toBe('请输入名字');
    // the radio always holds a type; a cleared or unknown one is refused
    const noType = CreateAccountPeriodSchema.safeParse({ ...newPeriodValues(), name: 'A', type: null });
    expect(noType.success ? undefined : zh(noType.error.issues[0]?.message)).toBe('请选择类型');
    const otherType = CreateAccountPeriodSchema.safeParse({ ...newPeriodValues(), name: 'A', type: 3 });
    expect(otherType.success ? undefined : zh(otherType.error.issues[0]?.message)).toBe('请选择类型');
    const badDay = CreateAccountPeriodSchema.safeParse({ ...newPeriodValues(), name: 'A', statement_day: 32 });
    expect(badDay.success).toBe(false);
  });

  it('describes the rule of each type', () => {
    expect(describePeriod({ type: 1, days: 30, month_day: 1, day_before: 0, statement_day: 1 })).toEqual({ key: 'crm_period.rule_days', params: { days: 30, statement_day: 1 } });
    expect(describePeriod({ type: 2, days: 0, month_day: 25, day_before: 3, statement_day: 5 }).key).toBe('crm_period.rule_month');
  });
});

describe('open-payment-day form (spec 001 §5)', () => {
  const valid: PaymentDayValues = { is_open_payment_day: true, contract: ['2026-01-01', '2026-12-31'], account_period_id: 3, payment_amount: '5000.5' };

  it('sends a valid form as the call body', () => {
    const result = checkPaymentDay(valid);
    expect(result).toEqual({
      ok: true,
      body: { is_open_payment_day: 1, contract_begin_time: '2026-01-01', contract_end_time: '2026-12-31', account_period_id: 3, payment_amount: '5000.5' },
    });
  });

  it('asks for the contract dates and the settlement term', () => {
    const result = checkPaymentDay({ ...valid, contract: null, account_period_id: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(zh(result.errors.contract)).toBe('请选择合同日期');
    expect(zh(result.errors.account_period_id)).toBe('请选择结算期限');
    const half = checkPaymentDay({ ...valid, contract: ['2026-01-01', null] });
    expect(half.ok ? undefined : zh(half.errors.contract)).toBe('请选择合同日期');
  });

  it('refuses a contract ending before it begins', () => {
    const result = checkPaymentDay({ ...valid, contract: ['2026-12-31', '2026-01-01'] });
    expect(result.ok ? undefined : zh(result.errors.contract)).toBe('合同结束日期不能早于开始日期');
  });

  it('takes a credit amount of at least 0 with at most 2 decimals', () => {
    expect(checkPaymentDay({ ...valid, payment_amount: 0 }).ok).toBe(true);
    expect(checkPaymentDay({ ...valid, payment_amount: '12.34' }).ok).toBe(true);
    expect(checkPaymentDay({ ...valid, payment_amount: null }).ok).toBe(true);
    for (const amount of ['-1', '1.234', 'abc']) {
      const result = checkPaymentDay({ ...valid, payment_amount: amount });
      expect(result.ok ? undefined : zh(result.errors.payment_amount)).toBe('授信额度最小为 0，最多两位小数');
    }
  });

  it('closing needs neither dates nor a term', () => {
    expect(checkPaymentDay({ is_open_payment_day: false, contract: null, account_period_id: null, payment_amount: null }).ok).toBe(true);
    expect(paymentDayBodyOf({ is_open_payment_day: false, contract: null, account_period_id: null, payment_amount: null })).toMatchObject({ is_open_payment_day: 0, payment_amount: '0' });
  });

  it('starts from what the customer has', () => {
    const values = paymentDayValuesOf({ is_open_payment_day: 1, contract_begin_time: '2026-01-01 00:00:00', contract_end_time: '2026-06-30', account_period_id: 2, payment_amount: '100.00' });
    expect(values).toEqual({ is_open_payment_day: true, contract: ['2026-01-01', '2026-06-30'], account_period_id: 2, payment_amount: '100.00' });
    expect(paymentDayValuesOf({ is_open_payment_day: 0, contract_begin_time: null, contract_end_time: null, account_period_id: null, payment_amount: '0.00' }).contract).toBeNull();
  });
});
