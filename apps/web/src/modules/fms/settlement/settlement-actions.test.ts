import { describe, expect, it } from 'vitest';
import { settlementActionsOf } from './settlement-actions';
import { SUPPLIER_SETTLEMENT, WORKER_SETTLEMENT, settlementPagePath } from './settlement-kind';

describe('a settlement header’s actions by state (both kinds)', () => {
  it('offers audit 1 and delete on a draft, audit 2 after audit 1, pay once finance approved with money open, nothing once paid', () => {
    const none = { audit1: false, delete: false, audit2: false, pay: false };
    expect(settlementActionsOf({ status: 1, open_amount: '90.00' })).toEqual({ ...none, audit1: true, delete: true });
    expect(settlementActionsOf({ status: 2, open_amount: '90.00' })).toEqual({ ...none, audit2: true });
    expect(settlementActionsOf({ status: 3, open_amount: '0.01' })).toEqual({ ...none, pay: true });
    expect(settlementActionsOf({ status: 3, open_amount: '0.00' })).toEqual(none);
    expect(settlementActionsOf({ status: 4, open_amount: '0.00' })).toEqual(none);
  });

  it('opens each kind’s own pages', () => {
    expect(settlementPagePath(SUPPLIER_SETTLEMENT, 'list')).toBe('/fms/supplier_settlement_order/list');
    expect(settlementPagePath(WORKER_SETTLEMENT, 'print', 7)).toBe('/fms/worker_settlement_order/print?id=7');
  });
});
