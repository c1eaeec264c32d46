import { z } from 'zod';

/**
 * Where a delivery location (GCJ-02 longitude/latitude) came from. Addresses, orders and logistics orders
 * store it beside their coordinates (`location_source`); null means no location at all.
 * - `pinned`: a point chosen on the map (or sent with the address)
 * - `geocoded`: the deployment's geocoding provider found the address (GEOCODER_URL; none by default)
 * - `district`: neither, so the centre of the address's district (its city when it names none) — approximate
 */
export const LOCATION_SOURCES = ['pinned', 'geocoded', 'district'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

export const locationSourceSchema = z.enum(LOCATION_SOURCES).nullable().describe('pinned | geocoded | district (approximate: the district centre) | null (no location)');

/** A district centre stands in for the real place: pages and plans say so. */
export const isApproximateLocation = (source: string | null | undefined): boolean => source === 'district';

/** The message key a page shows for a location's source (null: none to show, the place is exact). */
export function locationNoteKey(source: string | null | undefined, hasCoordinates: boolean): 'location.approximate' | 'location.none' | null {
  if (!hasCoordinates) return 'location.none';
  return isApproximateLocation(source) ? 'location.approximate' : null;
}
