import { describe, expect, it } from 'vitest';
import { totalsCells } from './totals-row';

describe('totalsCells', () => {
  it('puts each total under its column, merges the empty ones between, and gives each fixed column a cell of its own', () => {
    const columns = [
      { dataIndex: 'number', fixed: 'left' as const },
      { dataIndex: 'status' },
      { key: 'customer' },
      { dataIndex: 'amount' },
      { dataIndex: 'allocated_amount' },
      { dataIndex: 'remark' },
      { key: 'created' },
      { key: 'actions', fixed: 'right' as const },
    ];
    expect(totalsCells(columns, { amount: 'A', allocated_amount: 'B' })).toEqual([
      { index: 0, colSpan: 1 },
      { index: 1, colSpan: 2 },
      { index: 3, colSpan: 1, align: 'right', content: 'A' },
      { index: 4, colSpan: 1, align: 'right', content: 'B' },
      { index: 5, colSpan: 2 },
      { index: 7, colSpan: 1 },
    ]);
  });

  it('lets the label span the leading columns when the first is not fixed', () => {
    expect(totalsCells([{ dataIndex: 'name' }, { dataIndex: 'code' }, { dataIndex: 'balance' }, { key: 'actions' }], { balance: 'B' })).toEqual([
      { index: 0, colSpan: 2 },
      { index: 2, colSpan: 1, align: 'right', content: 'B' },
      { index: 3, colSpan: 1 },
    ]);
  });
});
