import type { Db } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import { areaPathName } from './area.service';

/** A place as forms send it: the area picker's three levels, the street address and map coordinates. */
export type PlaceInput = {
  province_id?: number | null;
  city_id?: number | null;
  area_id?: number | null;
  address: string | null;
  longitude?: number | null;
  latitude?: number | null;
};

const decimal = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

/**
 * The columns a place is stored in (stores, warehouses, customers): the area ids with their names joined
 * (`area_string`), the address and the coordinates as numeric text; 422 on `area_id` when the three
 * levels are not one chain of existing areas.
 */
export async function placeColumns(db: Db, input: PlaceInput) {
  const areaString = await areaPathName(db, [input.province_id, input.city_id, input.area_id]);
  if (areaString === undefined) throw invalidField('area_id', 'area.not_found');
  return {
    provinceId: input.province_id ?? null,
    cityId: input.city_id ?? null,
    areaId: input.area_id ?? null,
    areaString,
    address: input.address,
    longitude: decimal(input.longitude),
    latitude: decimal(input.latitude),
  };
}

type RegionRow = { provinceId: number | null; cityId: number | null; areaId: number | null; areaString: string | null };

/** The stored region of a row (`region()`, core/db/columns.ts) as the API answers it: the three area ids and their names. */
export function regionOf(row: RegionRow) {
  return { province_id: row.provinceId, city_id: row.cityId, area_id: row.areaId, area_string: row.areaString };
}

/** The stored columns of a place as the API answers them (contract `placeFields`). */
export function placeOf(row: RegionRow & { address: string | null; longitude: string | null; latitude: string | null }) {
  return {
    ...regionOf(row),
    address: row.address,
    longitude: row.longitude === null ? null : Number(row.longitude),
    latitude: row.latitude === null ? null : Number(row.latitude),
  };
}
