import { mulberry32 } from './random';
import type { Coordinates, RoutingInput, TimeWindow } from './types';

export type InstanceSpec = {
  stops: number;
  vehicles: number;
  seed: number;
  /** the depot; default central Shanghai */
  center?: Coordinates;
  radiusKm?: number;
  /** customers' time slots (some all day, mornings, afternoons, two-hour slots); default true */
  windows?: boolean;
  /** fleet capacity over total demand, default 1.35 */
  slack?: number;
};

const hour = 3600;

/**
 * A day's deliveries for tests and the bench, the same for the same spec: stops spread evenly over a disc
 * around the depot, 5–80 kg and 0.02–0.3 m³ each, 5–10 minutes of service, cars of equal size with
 * `slack` times the demand between them, shifts 07:00–19:00, and (with windows) a third of the customers
 * all day, the rest a morning, an afternoon or a two-hour slot.
 */
export function randomInstance(spec: InstanceSpec): RoutingInput {
  const random = mulberry32(spec.seed);
  const [lon0, lat0] = spec.center ?? [121.47, 31.23];
  const radius = (spec.radiusKm ?? 25) * 1000;
  const metresPerDegLat = 111_320;
  const metresPerDegLon = metresPerDegLat * Math.cos((lat0 * Math.PI) / 180);
  let weight = 0;
  let volume = 0;
  const jobs = Array.from({ length: spec.stops }, (_, i) => {
    const r = radius * Math.sqrt(random());
    const angle = 2 * Math.PI * random();
    const location: Coordinates = [round6(lon0 + (r * Math.cos(angle)) / metresPerDegLon), round6(lat0 + (r * Math.sin(angle)) / metresPerDegLat)];
    const delivery = [Math.round(5_000 + random() * 75_000), Math.round(20_000 + random() * 280_000)];
    weight += delivery[0];
    volume += delivery[1];
    let time_windows: TimeWindow[] | undefined;
    const kind = random();
    if (spec.windows !== false && kind >= 0.34) {
      if (kind < 0.56) time_windows = [[8 * hour, 12 * hour]];
      else if (kind < 0.78) time_windows = [[13 * hour, 18 * hour]];
      else {
        const from = (8 + Math.floor(random() * 9)) * hour;
        time_windows = [[from, from + 2 * hour]];
      }
    }
    return { id: i + 1, location, delivery, service: 300 + Math.floor(random() * 301), ...(time_windows ? { time_windows } : {}) };
  });
  const slack = spec.slack ?? 1.35;
  const capacity = [Math.ceil((weight * slack) / spec.vehicles), Math.ceil((volume * slack) / spec.vehicles)];
  const depot: Coordinates = [lon0, lat0];
  const vehicles = Array.from({ length: spec.vehicles }, (_, i) => ({ id: i + 1, start: depot, end: depot, capacity: [...capacity], time_window: [7 * hour, 19 * hour] as TimeWindow }));
  return { vehicles, jobs };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
