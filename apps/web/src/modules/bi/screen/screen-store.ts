import type { StoreOption } from '@tradewind/contract/system/store.schema';

/** The store the address asks for (`store_id`) when it is one of the user's; null: all of theirs. */
export function screenStoreOf(params: URLSearchParams, stores: readonly StoreOption[]): number | null {
  const id = Number(params.get('store_id'));
  return Number.isInteger(id) && id > 0 && stores.some((s) => s.id === id && s.has_auth === 1) ? id : null;
}
