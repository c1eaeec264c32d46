import type { StoreOption } from '@tradewind/contract/system/store.schema';

export type StoreSelection = { ok: true; store: StoreOption } | { ok: false };

/** `?store_id=` as a positive integer, or null when absent or malformed. */
export function parseStoreId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Spec 000 §2 "store selection on load": the `store_id` query; else the first authorised master store;
 * else any authorised store; else none (the caller shows the no-permission exception).
 *
 * Two decisions the spec leaves open:
 * - a `store_id` in the address that names a store the user is not authorised for is refused (no
 *   silent fallback: the address would then show another store's data than it says);
 * - without a query, the store remembered in the Curr-Store-Id cookie is kept while still authorised,
 *   so reloading any page after a switch stays in the chosen store.
 */
export function selectStore(stores: readonly StoreOption[], wanted: { queryStoreId: number | null; cookieStoreId: number | null }): StoreSelection {
  const authorised = stores.filter((s) => s.has_auth === 1);
  if (wanted.queryStoreId !== null) {
    const store = authorised.find((s) => s.id === wanted.queryStoreId);
    return store ? { ok: true, store } : { ok: false };
  }
  const remembered = wanted.cookieStoreId === null ? undefined : authorised.find((s) => s.id === wanted.cookieStoreId);
  const store = remembered ?? authorised.find((s) => s.is_master === 1) ?? authorised[0];
  return store ? { ok: true, store } : { ok: false };
}
