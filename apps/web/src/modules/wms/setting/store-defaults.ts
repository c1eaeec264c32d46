/** One store's default warehouse as the settings API takes it. */
export type StoreWarehouse = { store_id: number; warehouse_id: number };

/**
 * The settings' `store_warehouses` to save: the API replaces every store's default with the list given,
 * so the defaults of stores the page does not show (stores the caller does not work in) are kept as they
 * were; the shown stores get what was chosen (none: no default).
 */
export function mergeStoreDefaults(saved: readonly StoreWarehouse[], shownStoreIds: readonly number[], chosen: Readonly<Record<number, number | null | undefined>>): StoreWarehouse[] {
  const shown = new Set(shownStoreIds);
  const kept = saved.filter((row) => !shown.has(row.store_id)).map(({ store_id, warehouse_id }) => ({ store_id, warehouse_id }));
  const picked = shownStoreIds.flatMap((storeId) => {
    const warehouseId = chosen[storeId];
    return warehouseId ? [{ store_id: storeId, warehouse_id: warehouseId }] : [];
  });
  return [...kept, ...picked];
}
