import { describe, expect, it } from 'vitest';
import type { LogisticsSetting } from '../setting/setting.reader';
import { amounts, departureSeconds, slotWindow, timeSequence } from './route-timing';

const setting: LogisticsSetting = {
  depot: { longitude: '121.4737', latitude: '31.2304' },
  averageSpeedKmh: 30,
  serviceMinutes: 10,
  roadFactor: 1.3,
  solveSeconds: 1,
  vehicleCostKm: null,
  routingUrl: null,
  deliveryEarningBasis: 1,
  driverRate: '0',
  helperRate: '0',
  carryFeeRate: '0',
};

describe('route timing', () => {
  it('reads slots, departures and loads as the solver wants them', () => {
    expect(slotWindow('08:00-12:00')).toEqual([28_800, 43_200]);
    expect(slotWindow(' 9:30 - 10:15 ')).toEqual([34_200, 36_900]);
    expect(slotWindow('12:00-08:00')).toBeNull();
    expect(slotWindow(null)).toBeNull();
    expect(departureSeconds('07:30')).toBe(27_000);
    expect(amounts('12.5', '0.25')).toEqual([12_500, 250_000]);
  });

  it('times stops in order from the depot: waits for a slot, flags a late stop, counts the way back; an unreachable routing server falls back to haversine', async () => {
    const stops = [
      { id: 1, coords: [121.5, 31.24] as [number, number], slot: '08:00-12:00' },
      { id: 2, coords: null, slot: null },
      { id: 3, coords: [121.55, 31.2] as [number, number], slot: '07:00-07:05' },
    ];
    const timed = await timeSequence(stops, setting.depot, 7 * 3600, setting);
    expect(timed.stops[0].begin).toBe(8 * 3600);
    expect(timed.stops[0].arrival).toBeLessThan(8 * 3600);
    // no coordinates: where the car already is
    expect(timed.stops[1].distance).toBe(0);
    expect(timed.stops[1].arrival).toBe(8 * 3600 + 600);
    expect(timed.stops[2].late).toBe(true);
    expect(timed.returnDistance).toBeGreaterThan(0);
    expect(timed.distance).toBe(timed.stops.reduce((s, x) => s + x.distance, 0) + timed.returnDistance);
    const offline = await timeSequence(stops, setting.depot, 7 * 3600, { ...setting, routingUrl: 'http://127.0.0.1:9' });
    expect(offline.distance).toBe(timed.distance);
  });
});
