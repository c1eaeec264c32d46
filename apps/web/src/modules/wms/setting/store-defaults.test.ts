import { describe, expect, it } from 'vitest';
import { mergeStoreDefaults } from './store-defaults';

describe('mergeStoreDefaults', () => {
  it('keeps the defaults of stores not shown and replaces those shown with the choice', () => {
    const saved = [
      { store_id: 1, warehouse_id: 10 },
      { store_id: 2, warehouse_id: 20 },
      { store_id: 9, warehouse_id: 90 },
    ];
    expect(mergeStoreDefaults(saved, [1, 2, 3], { 1: 11, 2: null, 3: 30 })).toEqual([
      { store_id: 9, warehouse_id: 90 },
      { store_id: 1, warehouse_id: 11 },
      { store_id: 3, warehouse_id: 30 },
    ]);
  });

  it('a shown store left without a choice has no default; nothing saved and nothing chosen is an empty list', () => {
    expect(mergeStoreDefaults([{ store_id: 1, warehouse_id: 10 }], [1], {})).toEqual([]);
    expect(mergeStoreDefaults([], [], {})).toEqual([]);
  });
});
