/** The location label page of a warehouse: all its locations, or the chosen ones (`ids`). */
export function printLocationPath(warehouseId: number, locationIds?: number | readonly number[]): string {
  const ids = locationIds === undefined ? [] : typeof locationIds === 'number' ? [locationIds] : locationIds;
  return `/wms/stock/print_location?warehouse_id=${warehouseId}${ids.length ? `&ids=${ids.join(',')}` : ''}`;
}

/** `ids=1,2,3` of the address → the positive integer ids in it (anything else is left out). */
export function readPrintIds(text: string | null): number[] {
  return [...new Set((text ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0))];
}
