import { describe, expect, it } from 'vitest';
import { confirmLinesOf, entryOf, isShort } from './picking-entries';

const line = (id: number, qty: string, picked: string | null = null, reason: string | null = null) => ({ id, qty, picked_qty: picked, short_reason: reason });

describe('picking task entries', () => {
  it('start at the whole quantity, or what was confirmed before', () => {
    expect(entryOf(line(1, '6'), {})).toEqual({ picked_qty: 6, short_reason: '' });
    expect(entryOf(line(1, '6', '5', '破损'), {})).toEqual({ picked_qty: 5, short_reason: '破损' });
    expect(entryOf(line(1, '6', '5'), { 1: { picked_qty: 4, short_reason: 'x' } })).toEqual({ picked_qty: 4, short_reason: 'x' });
  });

  it('are short below the quantity only', () => {
    expect(isShort(line(1, '6'), { picked_qty: 5, short_reason: '' })).toBe(true);
    expect(isShort(line(1, '6'), { picked_qty: 6, short_reason: '' })).toBe(false);
    expect(isShort(line(1, '6'), { picked_qty: null, short_reason: '' })).toBe(false);
  });

  it('send every line, an empty quantity as 0, a reason only where short', () => {
    const typed = { 1: { picked_qty: 5, short_reason: ' 破损 ' }, 2: { picked_qty: 3, short_reason: 'left over' }, 3: { picked_qty: null, short_reason: '' } };
    expect(confirmLinesOf([line(1, '6'), line(2, '3'), line(3, '2')], typed)).toEqual([
      { item_id: 1, picked_qty: 5, short_reason: '破损' },
      { item_id: 2, picked_qty: 3, short_reason: null },
      { item_id: 3, picked_qty: 0, short_reason: null },
    ]);
  });
});
