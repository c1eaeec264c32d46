import { describe, expect, it } from 'vitest';
import { labelPrintPath, readLabelIds } from './label-print-path';

describe('label print ids', () => {
  it('round-trips the ids through the address, dropping junk and repeats', () => {
    expect(readLabelIds(new URL(labelPrintPath([3, 1, 2]), 'http://x').searchParams.get('ids'))).toEqual([3, 1, 2]);
    expect(readLabelIds('1, 2,abc,2,0,-4,5')).toEqual([1, 2, 5]);
    expect(readLabelIds(null)).toEqual([]);
    expect(readLabelIds('1,2,3', 2)).toEqual([1, 2]);
  });
});
