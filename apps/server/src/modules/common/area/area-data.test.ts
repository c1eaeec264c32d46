import { describe, expect, it } from 'vitest';
import { loadAreaRows, nearestDistrict, type AreaRow } from './area-data';

const rows = loadAreaRows();
const byId = new Map(rows.map((r) => [r.id, r]));

describe('loadAreaRows', () => {
  it('lists the 31 mainland provinces and nothing outside the mainland', () => {
    const provinces = rows.filter((r) => r.level === 1);
    expect(provinces).toHaveLength(31);
    expect(byId.get(110000)).toMatchObject({ name: '北京市', level: 1, parent_id: 0 });
    expect(byId.get(440000)).toMatchObject({ name: '广东省', level: 1, parent_id: 0 });
    for (const id of [710000, 810000, 820000]) expect(byId.has(id)).toBe(false);
  });

  it('hangs every city under a province and every district under a city', () => {
    for (const row of rows) {
      if (row.level === 1) continue;
      expect(byId.get(row.parent_id)?.level, `${row.id} ${row.name}`).toBe(row.level - 1);
    }
  });

  it('keeps a city level for municipalities', () => {
    expect(byId.get(110100)).toMatchObject({ name: '北京市', level: 2, parent_id: 110000 });
    expect(byId.get(110101)).toMatchObject({ name: '东城区', level: 3, parent_id: 110100 });
  });

  it('has 南山区 under 深圳市 with its centre', () => {
    expect(byId.get(440300)).toMatchObject({ name: '深圳市', level: 2, parent_id: 440000 });
    const nanshan = byId.get(440305);
    expect(nanshan).toMatchObject({ name: '南山区', level: 3, parent_id: 440300 });
    expect(nanshan?.longitude).toBeCloseTo(113.93, 1);
    expect(nanshan?.latitude).toBeCloseTo(22.53, 1);
  });

  it('gives nearly every district a centre', () => {
    const districts = rows.filter((r) => r.level === 3);
    const located = districts.filter((r) => r.longitude !== null && r.latitude !== null);
    expect(districts.length).toBeGreaterThan(2800);
    expect(located.length / districts.length).toBeGreaterThan(0.99);
  });

  it('is cached', () => {
    expect(loadAreaRows()).toBe(rows);
  });
});

describe('nearestDistrict', () => {
  it('maps a point in Shenzhen Nanshan to a Shenzhen district', () => {
    const district = nearestDistrict(rows, 113.93, 22.53);
    expect(district).toMatchObject({ level: 3, parent_id: 440300 });
  });

  it('maps a point in Beijing Dongcheng to a Beijing district', () => {
    const district = nearestDistrict(rows, 116.418, 39.917);
    expect(String(district?.id)).toMatch(/^1101/);
  });

  it('answers even mid-Pacific: rejecting far-away points is the API layer’s job', () => {
    expect(nearestDistrict(rows, 160, 0)).toMatchObject({ level: 3 });
  });

  it('returns null when no district has a centre', () => {
    const bare: AreaRow[] = [
      { id: 110000, parent_id: 0, name: '北京市', level: 1, longitude: 116.4, latitude: 39.9 },
      { id: 110101, parent_id: 110100, name: '东城区', level: 3, longitude: null, latitude: null },
    ];
    expect(nearestDistrict(bare, 116.4, 39.9)).toBeNull();
  });
});
