import { describe, expect, it } from 'vitest';
import { PaginationQuerySchema } from './pagination';
import { z } from 'zod';
import { priceSchema, quantitySchema } from '../pms/pms-fields';
import { pmsGoodsMessages } from '../pms/pms-goods.messages';
import { CreateWarehousingEntrySchema, docQtySchema } from '../wms/warehousing-entry.schema';
import { countQtySchema } from '../wms/stock-count.schema';
import { ConfirmPickingSchema } from '../wms/picking.schema';
import { RefundLineInputSchema } from '../oms/order-refund.schema';
import { IdParamsSchema, dateSchema, flagSchema, idSchema, intSchema, isCalendarDate, isCalendarDateTime, isSafeText, moneySchema, optionalText, requiredText } from './validation';

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
    expect(issue(moneySchema().safeParse('1000000000000'))).toBe('validation.money_too_large');
  });

  it('takes ids and numbers as JSON numbers or plain decimal text, nothing read into one', () => {
    expect(idSchema.parse(16)).toBe(16);
    expect(idSchema.parse('16')).toBe(16);
    for (const v of [true, false, '0x10', '1e1', ' 1 ', '1 ', '+1', '', '1.0', null, [1]]) expect(issue(idSchema.safeParse(v)), JSON.stringify(v)).toBe('validation.id');
    expect(intSchema(0, 10).parse('-0')).toBe(-0);
    expect(issue(intSchema(0, 10).safeParse(true))).toBe('validation.int_range');
    expect(moneySchema().parse('12.50')).toBe(12.5);
    for (const v of [true, '0x10', '1e3', ' 5', 'Infinity']) expect(issue(moneySchema().safeParse(v)), String(v)).toBe('validation.money_range');
  });

  it('takes a flag as 0 / 1, true / false or their text, refusing any other value', () => {
    for (const [v, out] of [[1, 1], ['1', 1], [true, 1], [0, 0], ['0', 0], [false, 0]] as const) expect(flagSchema.parse(v)).toBe(out);
    for (const v of [2, -1, '2', 'yes', '', null, 0.5]) expect(issue(flagSchema.safeParse(v)), String(v)).toBe('validation.flag_invalid');
  });

  it('says a negative price must not be negative and a price past the limit names it', () => {
    expect(issue(priceSchema().safeParse(-3))).toBe('pms.price_negative');
    expect(issue(priceSchema().safeParse('-3'))).toBe('pms.price_negative');
    expect(issue(priceSchema().safeParse(10_000_001))).toBe('pms.price_too_large');
    expect(issue(priceSchema('oms.price_invalid').safeParse(-3))).toBe('oms.price_invalid');
    expect(pmsGoodsMessages['pms.price_negative']).toEqual({ zh: '价格不能为负数', en: 'A price must not be negative' });
  });

  it('names the limit of a quantity and of a line amount past what the columns hold', () => {
    expect(quantitySchema('oms.qty_invalid').parse('99999999.999')).toBe(99999999.999);
    expect(issue(quantitySchema('oms.qty_invalid').safeParse(99999999999))).toBe('validation.qty_too_large');
    expect(issue(quantitySchema('oms.qty_invalid').safeParse(-1))).toBe('oms.qty_invalid');
    expect(issue(docQtySchema.safeParse('99999999999'))).toBe('validation.qty_too_large');
    expect(issue(docQtySchema.safeParse('1.2345'))).toBe('wms.doc_qty_invalid');
    // the counted, picked and refunded quantities too: the limit named, zero only where it may be
    expect(issue(countQtySchema.safeParse('99999999999'))).toBe('validation.qty_too_large');
    expect(countQtySchema.parse(0)).toBe('0');
    expect(issue(countQtySchema.safeParse('-1'))).toBe('wms.count_qty_invalid');
    const picked = ConfirmPickingSchema.safeParse({ lines: [{ item_id: 1, picked_qty: '99999999999' }] });
    expect(picked.error!.issues[0]).toMatchObject({ path: ['lines', 0, 'picked_qty'], message: 'validation.qty_too_large' });
    expect(issue(RefundLineInputSchema.shape.qty.safeParse('99999999999'))).toBe('validation.qty_too_large');
    expect(issue(RefundLineInputSchema.shape.qty.safeParse('0'))).toBe('oms.refund_qty_invalid');
    const entry = (lines: unknown[]) => CreateWarehousingEntrySchema.safeParse({ type: 1, warehouse_id: 1, supplier_id: 1, lines });
    const line = { sku_id: 1, unit_id: 1, qty: 99_999_999, price: 10_000_000 };
    const over = entry([line]);
    expect(over.success).toBe(false);
    expect(over.error!.issues[0]).toMatchObject({ path: ['lines', 0, 'price'], message: 'validation.line_amount_too_large' });
    const total = entry(Array.from({ length: 2 }, () => ({ ...line, price: 9_000 })));
    expect(total.error!.issues[0]).toMatchObject({ path: ['lines'], message: 'validation.total_amount_too_large' });
    expect(entry([{ ...line, qty: 99_999, price: 9_999_999 }]).success).toBe(true);
    expect(z.toJSONSchema(idSchema, { io: 'input' })).toMatchObject({ type: 'integer', exclusiveMinimum: 0 });
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
