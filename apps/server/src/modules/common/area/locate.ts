import { inArray } from 'drizzle-orm';
import type { LocationSource } from '@tradewind/contract/common/location';
import type { Db } from '@/core/db/database';
import { memoRead, type ReadMemo } from '@/core/db/read-memo';
import { areas } from './area.table';
import { addressText } from '@tradewind/contract/common/address';

/** A deployment's geocoding provider: an address to a GCJ-02 point, or null when it cannot place it. */
export type Geocoder = (place: { areaString: string | null; address: string }) => Promise<{ longitude: number; latitude: number } | null>;

let geocoder: Geocoder | null = null;

/** Set at start from GEOCODER_URL (none by default: nothing needs a geocoder). */
export function setGeocoder(next: Geocoder | null): void {
  geocoder = next;
}

const GEOCODE_TIMEOUT_MS = 3000;

/**
 * GEOCODER_URL's provider: `GET {url}?address={area and street}` answering JSON `{ longitude, latitude }`
 * (GCJ-02; a thin adapter in front of Amap, Tencent or an in-house service speaks this). Anything else —
 * another status, a bad body, no answer within 3 s — is "not found", and the address takes its district's
 * centre instead: a geocoder's outage never stops an address from being saved.
 */
export function httpGeocoder(url: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return async ({ areaString, address }) => {
    try {
      const target = new URL(url);
      target.searchParams.set('address', addressText(areaString, address));
      const res = await fetchImpl(target, { signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS) });
      if (!res.ok) return null;
      const body = (await res.json()) as { longitude?: unknown; latitude?: unknown };
      const longitude = Number(body.longitude);
      const latitude = Number(body.latitude);
      if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return null;
      return { longitude, latitude };
    } catch {
      return null;
    }
  };
}

/**
 * The centre of the most specific of the areas that has one (the district, else the city; a province is too
 * wide to deliver to). `memo`: each set of areas read once for a transaction.
 */
export async function areaCentre(db: Db, ids: Array<number | null | undefined>, memo?: ReadMemo): Promise<{ longitude: string; latitude: string } | null> {
  const given = ids.filter((id): id is number => typeof id === 'number');
  if (given.length === 0) return null;
  const rows = await memoRead(memo, `area-centres:${given.join(',')}`, () =>
    db.select({ id: areas.id, longitude: areas.longitude, latitude: areas.latitude }).from(areas).where(inArray(areas.id, given)),
  );
  for (const id of [...given].reverse()) {
    const row = rows.find((r) => r.id === id);
    if (row?.longitude != null && row.latitude != null) return { longitude: row.longitude, latitude: row.latitude };
  }
  return null;
}

export type Located = { longitude: string | null; latitude: string | null; locationSource: LocationSource | null };

/**
 * Where a delivery address is (crm README "Locations"): the point given (pinned), else the geocoder's
 * answer when one is set, else the centre of its district or city (approximate), else nowhere (null: planning
 * lists it as unroutable rather than dropping it).
 */
export async function locatePlace(
  db: Db,
  place: { cityId: number | null; areaId: number | null; areaString: string | null; address: string; longitude: number | string | null; latitude: number | string | null },
  memo?: ReadMemo,
): Promise<Located> {
  if (place.longitude !== null && place.latitude !== null) return { longitude: String(place.longitude), latitude: String(place.latitude), locationSource: 'pinned' };
  if (geocoder) {
    const found = await geocoder({ areaString: place.areaString, address: place.address });
    if (found) return { longitude: found.longitude.toFixed(6), latitude: found.latitude.toFixed(6), locationSource: 'geocoded' };
  }
  const centre = await areaCentre(db, [place.cityId, place.areaId], memo);
  return centre ? { ...centre, locationSource: 'district' } : { longitude: null, latitude: null, locationSource: null };
}
