import { describe, expect, it } from 'vitest';
import { formatUnitTotals, sumByUnit } from './unit-totals';

describe('a document’s quantity total, per unit', () => {
  it('never adds 箱 to 个: 10 箱 and 650 个 read 10 箱 + 650 个, not 660', () => {
    expect(formatUnitTotals([{ unit_name: '箱', qty: '10' }, { unit_name: '个', qty: '600' }, { unit_name: '个', qty: 50 }])).toBe('10 箱 + 650 个');
  });
  it('sums one unit over its lines in thousandths, in the order the units first appear', () => {
    expect(sumByUnit([{ unit_name: '斤', qty: '0.1' }, { unit_name: '瓶', qty: '3' }, { unit_name: '斤', qty: '0.2' }])).toEqual([
      { unit_name: '斤', qty: '0.3' },
      { unit_name: '瓶', qty: '3' },
    ]);
    expect(formatUnitTotals([{ unit_name: '个', qty: '660.000' }])).toBe('660 个');
  });
  it('leaves out empty lines and reads 0 for none', () => {
    expect(formatUnitTotals([null, { unit_name: '箱', qty: 0 }, undefined])).toBe('0');
    expect(formatUnitTotals([])).toBe('0');
  });
  it('takes totals already summed per unit (a list row’s) as they are', () => {
    expect(formatUnitTotals([{ unit_name: '箱', qty: '10' }, { unit_name: '个', qty: '650' }])).toBe('10 箱 + 650 个');
  });
});
