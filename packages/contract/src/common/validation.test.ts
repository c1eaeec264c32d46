import { describe, expect, it } from 'vitest';
import { PaginationQuerySchema } from './pagination';
import { IdParamsSchema, dateSchema, idSchema, intSchema, isCalendarDate, isCalendarDateTime, isSafeText, moneySchema, optionalText, requiredText } from './validation';

const issue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0].message);

describe('the shared input blocks refuse what the database cannot hold', () => {
  it('bounds ids and integers to int4, refusing 1e400, unsafe integers and fractions', () => {
    expect(idSchema.parse('2147483647')).toBe(2147483647);
    for (const v of ['2147483648', 2147483648, '1e400', '9007199254740993', '1.5', '0', 'abc', {}]) expect(issue(idSchema.safeParse(v))).toBe('validation.id');
    expect(issue(IdParamsSchema.safeParse({ id: '2147483648' }))).toBe('validation.id');
    expect(issue(intSchema().safeParse(-2147483649))).toBe('validation.int_range');
    expect(intSchema(0, 10).parse('7')).toBe(7);
    expect(issue(PaginationQuerySchema.safeParse({ page: '2147483648' }))).toBe('validation.int_range');
    expect(issue(PaginationQuerySchema.safeParse({ page: '1e400' }))).toBe('validation.page_min');
    expect(PaginationQuerySchema.parse({ page_size: '2147483647' }).page_size).toBe(100);
    expect(issue(moneySchema().safeParse('1000000000000'))).toBe('validation.money_range');
  });

  it('refuses NUL and lone surrogates in text, keeping paired ones (emoji)', () => {
    expect(isSafeText('a😀b')).toBe(true);
    for (const v of ['a\u0000b', 'a\uD800b', '\uDC00', 'x\uD83D']) expect(isSafeText(v)).toBe(false);
    expect(issue(requiredText(50).safeParse('a\u0000b'))).toBe('validation.text_unsafe');
    expect(issue(optionalText(50).safeParse('\uD800'))).toBe('validation.text_unsafe');
    expect(optionalText(50).parse('')).toBeNull();
  });

  it('takes only dates that exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const v of ['2026-02-30', '2026-13-45', '2025-02-29', '0000-00-00', '2026-1-5']) expect(isCalendarDate(v)).toBe(false);
    expect(isCalendarDateTime('2026-01-05 23:59:59')).toBe(true);
    expect(isCalendarDateTime('2026-02-30 10:00:00')).toBe(false);
    expect(isCalendarDateTime('2026-01-05 24:00:00')).toBe(false);
    expect(issue(dateSchema().safeParse('2026-02-30'))).toBe('validation.date_invalid');
  });
});
