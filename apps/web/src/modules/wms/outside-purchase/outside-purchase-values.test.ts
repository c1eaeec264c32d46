import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CreateOutsidePurchaseSchema } from '@tradewind/contract/wms/outside-purchase.schema';
import { outsideBody, outsideFormValues } from './outside-purchase-values';

describe('outside purchase header values', () => {
  it('start a new order today with no seller, buyer or photos', () => {
    const v = outsideFormValues(undefined, dayjs('2026-11-24'));
    expect({ ...v, purchase_date: v.purchase_date?.format('YYYY-MM-DD') }).toStrictEqual({ seller_name: '', seller_place: '', buyer_id: undefined, purchase_date: '2026-11-24', photos: [] });
  });

  it('round-trip a saved order into the body the API takes', () => {
    const saved = { seller_name: '农贸市场 3 号摊', seller_place: null, buyer_id: 7, purchase_date: '2026-11-20', photos: ['/u/a.jpg'] };
    expect(outsideBody(outsideFormValues(saved))).toEqual({ ...saved, seller_place: null });
  });

  it('send blanks so the contract refuses them on the right fields', () => {
    const body = outsideBody({ seller_name: '  ', seller_place: ' ', purchase_date: null });
    expect(body).toMatchObject({ seller_name: '', seller_place: null, purchase_date: '' });
    const parsed = CreateOutsidePurchaseSchema.safeParse({ ...body, warehouse_id: 1, lines: [{ sku_id: 1, unit_id: 1, qty: 1 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]).sort()).toEqual([
      ['purchase_date', 'wms.op_date_invalid'],
      ['seller_name', 'wms.op_seller_required'],
    ]);
  });
});
