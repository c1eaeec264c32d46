import { describe, expect, it } from 'vitest';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import { parseStoreId, selectStore } from './store-selection';

const store = (id: number, has_auth: 0 | 1, is_master: 0 | 1 = 0): StoreOption => ({ id, name: `store ${id}`, has_auth, is_master, is_selected: 0 });
const none: { queryStoreId: number | null; cookieStoreId: number | null } = { queryStoreId: null, cookieStoreId: null };
const pick = (stores: StoreOption[], wanted = none) => {
  const result = selectStore(stores, wanted);
  return result.ok ? result.store.id : null;
};

describe('selectStore', () => {
  it('takes the store_id query when the user is authorised for it', () => {
    expect(pick([store(1, 1, 1), store(2, 1)], { queryStoreId: 2, cookieStoreId: 1 })).toBe(2);
  });

  it('refuses a store_id query naming a store without authorisation or no store at all', () => {
    expect(pick([store(1, 1, 1), store(2, 0)], { queryStoreId: 2, cookieStoreId: null })).toBeNull();
    expect(pick([store(1, 1, 1)], { queryStoreId: 9, cookieStoreId: null })).toBeNull();
  });

  it('keeps the remembered store while it is still authorised', () => {
    expect(pick([store(1, 1, 1), store(2, 1)], { queryStoreId: null, cookieStoreId: 2 })).toBe(2);
    expect(pick([store(1, 1, 1), store(2, 0)], { queryStoreId: null, cookieStoreId: 2 })).toBe(1);
  });

  it('else takes the first authorised master store', () => {
    expect(pick([store(1, 1), store(2, 0, 1), store(3, 1, 1), store(4, 1, 1)])).toBe(3);
  });

  it('else any authorised store', () => {
    expect(pick([store(1, 0, 1), store(2, 0), store(3, 1)])).toBe(3);
  });

  it('finds none when nothing is authorised', () => {
    expect(pick([store(1, 0, 1), store(2, 0)])).toBeNull();
    expect(pick([])).toBeNull();
  });
});

describe('parseStoreId', () => {
  it('reads positive integers only', () => {
    expect(parseStoreId('12')).toBe(12);
    expect(parseStoreId(null)).toBeNull();
    expect(parseStoreId('')).toBeNull();
    expect(parseStoreId('0')).toBeNull();
    expect(parseStoreId('1.5')).toBeNull();
    expect(parseStoreId('abc')).toBeNull();
  });
});
