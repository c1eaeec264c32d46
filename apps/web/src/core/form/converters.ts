import { roundMoney } from '@tradewind/contract/common/money';

/**
 * Between the API's shapes and the form's: the API speaks 0/1 flags, null for "none", three area ids
 * and money as two-decimal strings; Ant Design's inputs want booleans, '', a cascader path and numbers.
 * Each pair turns one way and back, so a form's `valuesOf(row)` and `bodyOf(values)` read as a list.
 */

/** 0/1 flag → a Switch's `checked`. */
export const toSwitch = (flag: number | null | undefined): boolean => flag === 1;
/** a Switch's `checked` → 0/1 flag. */
export const fromSwitch = (checked: boolean | null | undefined): 0 | 1 => (checked ? 1 : 0);

/** null (none) → '' for an Input. */
export const toText = (text: string | null | undefined): string => text ?? '';
/** an Input's text → null when empty or blank, trimmed otherwise. */
export const fromText = (text: string | null | undefined): string | null => text?.trim() || null;

/** A chosen region: ids from province down (1 to 3 levels) and their names, for showing it back. */
export type AreaPath = { ids: number[]; names: string[] };
export type AreaIds = { province_id: number | null; city_id: number | null; area_id: number | null };

/** A row's area ids (and its 'province city district' text) → the area cascader's value. */
export function toAreaPath(row: AreaIds & { area_string?: string | null }): AreaPath | undefined {
  const ids = [row.province_id, row.city_id, row.area_id].filter((id): id is number => id !== null && id !== undefined && id > 0);
  return ids.length > 0 ? { ids, names: (row.area_string ?? '').split(' ').filter(Boolean) } : undefined;
}

/** The area cascader's value → the three ids the API takes (null below the level chosen). */
export function fromAreaPath(path: AreaPath | null | undefined): AreaIds {
  const [province_id = null, city_id = null, area_id = null] = path?.ids ?? [];
  return { province_id, city_id, area_id };
}

/** The server field names an area error comes back under, shown on the form's one `area` field. */
export const AREA_FIELD_MAP: Record<keyof AreaIds, 'area'> = { province_id: 'area', city_id: 'area', area_id: 'area' };

/** The API's money ('12.30') → an InputNumber's number; null stays null. */
export function toMoney(value: string | number | null | undefined): number | null {
  return value === null || value === undefined || value === '' ? null : Number(roundMoney(value));
}

/** An InputNumber's number → the API's two-decimal string (half up); empty is null. */
export function fromMoney(value: number | string | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : roundMoney(value);
}

/** A place's map pin as the form holds it: [longitude, latitude] (GCJ-02), or null for none. */
export type Pin = [number, number];

/**
 * A row's coordinates → the form's pin: only a point someone chose (`pinned`) or the geocoder found is a
 * pin; a district centre (`district`) is the server's stand-in and shows as approximate, not as a pin,
 * so saving the form again leaves it to the server (a changed district moves it).
 */
export function toPin(row: { longitude: string | number | null; latitude: string | number | null; location_source?: string | null }): Pin | null {
  if (row.longitude === null || row.latitude === null || row.location_source === 'district') return null;
  return [Number(row.longitude), Number(row.latitude)];
}

/** The form's pin → the coordinates the API takes (both null: the server places it). */
export function fromPin(pin: Pin | null | undefined): { longitude: number | null; latitude: number | null } {
  return pin ? { longitude: pin[0], latitude: pin[1] } : { longitude: null, latitude: null };
}
