import { describe, expect, it } from 'vitest';
import { mapProjection, pointOf } from './map-coords';

describe('line map coordinates', () => {
  it('keep GCJ-02 for the plain canvas and Chinese tiles, and move to WGS-84 for others', () => {
    const p: [number, number] = [121.4737, 31.2304];
    expect(mapProjection('')(p)).toEqual(p);
    expect(mapProjection('https://webrd01.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}')(p)).toEqual(p);
    const [lng, lat] = mapProjection('https://tile.openstreetmap.org/{z}/{x}/{y}.png')(p);
    // GCJ-02 is offset by some hundreds of metres around Shanghai: WGS-84 lies west and a little north of it
    expect(lng).toBeLessThan(p[0]);
    expect(lat).toBeGreaterThan(p[1]);
    expect(p[0] - lng).toBeGreaterThan(0.003);
    expect(p[0] - lng).toBeLessThan(0.006);
    expect(pointOf({ longitude: null, latitude: '31.2' })).toBeNull();
    expect(pointOf({ longitude: '121.5', latitude: '31.2' })).toEqual([121.5, 31.2]);
  });
});
