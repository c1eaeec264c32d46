import { describe, expect, it } from 'vitest';
import type { LogisticsSetting } from '../setting/setting.reader';
import { amounts, cheapestOrder, departureSeconds, slotWindow, timeSequence } from './route-timing';

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
    // the solver's rule: the car leaves as late as the first slot allows, so it does not wait there
    expect(timed.stops[0]).toMatchObject({ arrival: 8 * 3600, waiting: 0 });
    expect(timed.start).toBe(8 * 3600 - timed.stops[0].duration);
    // no coordinates: where the car already is
    expect(timed.stops[1].distance).toBe(0);
    expect(timed.stops[1].arrival).toBe(8 * 3600 + 600);
    expect(timed.stops[2].late).toBe(true);
    expect(timed.returnDistance).toBeGreaterThan(0);
    expect(timed.distance).toBe(timed.stops.reduce((s, x) => s + x.distance, 0) + timed.returnDistance);
    const offline = await timeSequence(stops, setting.depot, 7 * 3600, { ...setting, routingUrl: 'http://127.0.0.1:9' });
    expect(offline.distance).toBe(timed.distance);
  });

  const near = { id: 1, coords: [121.48, 31.235] as [number, number], slot: null };
  const far = { id: 2, coords: [121.6, 31.3] as [number, number], slot: '09:00-10:00' };
  const farther = { id: 3, coords: [121.65, 31.32] as [number, number], slot: null };

  it('shows the wait for a slot at the stop where the car arrives early, and keeps departure and duration steady when a stop is taken off', async () => {
    const all = await timeSequence([near, far, farther], setting.depot, 7 * 3600, setting);
    // leaves at the departure (the first stop has no slot), arrives at the second before 09:00 and waits
    expect(all.start).toBe(7 * 3600);
    expect(all.stops[1].waiting).toBeGreaterThan(0);
    expect(all.stops[1].arrival + all.stops[1].waiting).toBe(9 * 3600);
    // the first stop off: the car leaves later instead of waiting, so a shorter way is never a longer day
    const fewer = await timeSequence([far, farther], setting.depot, 7 * 3600, setting);
    expect(fewer.start).toBeGreaterThan(all.start);
    expect(fewer.stops[0]).toMatchObject({ arrival: 9 * 3600, waiting: 0 });
    expect(fewer.distance).toBeLessThan(all.distance);
    expect(fewer.duration).toBeLessThan(all.duration);
    // never before the departure given
    const late = await timeSequence([near], setting.depot, 10 * 3600, setting);
    expect(late.start).toBe(10 * 3600);
  });

  it('puts a stop added by hand where it adds the least: fewest late stops, then least distance', async () => {
    // between the two far ones costs least; at the end would be further, before the depot's neighbour too
    const between = { id: 4, coords: [121.62, 31.31] as [number, number], slot: null };
    expect(await cheapestOrder([near, far, farther], [between], setting.depot, 7 * 3600, setting)).toEqual([1, 2, 4, 3]);
    // the same place served by 08:00 goes before the 09:00 stop instead: after it, it would be late
    const early = { id: 5, coords: [121.62, 31.31] as [number, number], slot: '07:00-08:00' };
    expect(await cheapestOrder([near, far, farther], [early], setting.depot, 7 * 3600, setting)).toEqual([1, 5, 2, 3]);
    // one without a place costs nothing anywhere: last
    expect(await cheapestOrder([near, far], [{ id: 6, coords: null, slot: null }], setting.depot, 7 * 3600, setting)).toEqual([1, 2, 6]);
    // the same round both ways: the shorter day wins (near first would wait for far's 09:00)
    expect(await cheapestOrder([], [far, near], setting.depot, 7 * 3600, setting)).toEqual([2, 1]);
  });
});
