import { describe, expect, it } from 'vitest';
import type { LngLat } from '@tradewind/contract/oms/site-geometry';
import { checkPolygon, pointInPolygon } from '@tradewind/contract/oms/site-geometry';
import type { Site } from '@tradewind/contract/oms/site.schema';
import { openRing, polygonProblem, siteToValues, valuesToBody } from './site-form-values';

const square: LngLat[] = [[121.5, 31.2], [121.6, 31.2], [121.6, 31.3], [121.5, 31.3]];

describe('the site form’s polygon rule', () => {
  it('asks a delivery area for a polygon, not a pick-up point', () => {
    expect(polygonProblem(2, [])).toBe('oms.site_polygon_required');
    expect(polygonProblem(1, [])).toBeNull();
  });

  it('takes a square, open or closed, and closes it', () => {
    expect(polygonProblem(2, square)).toBeNull();
    expect(polygonProblem(2, [...square, square[0]])).toBeNull();
    expect(checkPolygon(square)).toEqual({ ring: [...square, square[0]] });
  });

  it('refuses two points, repeated points, a line, a bow tie and points off the globe', () => {
    expect(polygonProblem(2, square.slice(0, 2))).toBe('oms.site_polygon_too_few');
    expect(polygonProblem(2, [square[0], square[0], square[1], square[1]])).toBe('oms.site_polygon_too_few');
    expect(polygonProblem(2, [[121.5, 31.2], [121.6, 31.2], [121.7, 31.2]])).toBe('oms.site_polygon_degenerate');
    expect(polygonProblem(2, [square[0], square[2], square[1], square[3]])).toBe('oms.site_polygon_self_intersecting');
    expect(polygonProblem(2, [[121.5, 31.2], [200, 31.2], [121.6, 31.3]])).toBe('oms.site_polygon_invalid');
    expect(polygonProblem(1, Array.from({ length: 201 }, (_v, i) => [Math.cos(i / 32), Math.sin(i / 32)] as LngLat))).toBe('oms.site_polygon_too_many');
  });

  it('finds a point inside, on the border and outside', () => {
    const ring = [...square, square[0]];
    expect(pointInPolygon(121.55, 31.25, ring)).toBe(true);
    expect(pointInPolygon(121.5, 31.25, ring)).toBe(true);
    expect(pointInPolygon(121.7, 31.25, ring)).toBe(false);
  });

  it('keeps the editor’s ring open and sends null for an empty polygon', () => {
    expect(openRing([...square, square[0]])).toEqual(square);
    const site = { id: 1, name: '张江', code: 'ZJ', type: 2, address: null, longitude: '121.550000', latitude: null, polygon: [...square, square[0]], default_line_id: null, contact_name: null, contact_phone: null, status: 1, sort: 0, remark: null } as unknown as Site;
    const values = siteToValues(site);
    expect(values.polygon).toEqual(square);
    expect(valuesToBody({ ...values, polygon: [], address: '  ' })).toMatchObject({ polygon: null, address: null, longitude: 121.55, latitude: null, status: 1 });
  });
});
