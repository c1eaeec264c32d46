/**
 * The order a rep visits stops in. The route solver lives in lms, above crm (docs/trading-model.md §7): lms
 * registers this at start (lms/routing/visit-route-order.ts). Given the start point and the stops (those
 * with a location), it answers the stop ids in visiting order; stops it leaves out keep their input order
 * after the others.
 */
export type VisitStop = { id: number; location: [lng: number, lat: number] };
export type VisitRouteOrder = (start: [lng: number, lat: number], stops: VisitStop[]) => Promise<number[]>;

let provider: VisitRouteOrder | null = null;

export function registerVisitRouteOrder(next: VisitRouteOrder): void {
  provider = next;
}

type Target = { id: number; location: [number, number] | null };

/**
 * The targets' ids in visiting order: without a provider or a start point (then the first located stop is
 * the start) or any located stop, the input order; located stops in the provider's order, then the rest.
 */
export async function orderTargets(start: [number, number] | null, targets: Target[]): Promise<number[]> {
  const located = targets.filter((t): t is VisitStop => t.location !== null);
  if (!provider || located.length < 2) return targets.map((t) => t.id);
  const from = start ?? located[0].location;
  let order: number[];
  try {
    order = await provider(from, located);
  } catch {
    return targets.map((t) => t.id);
  }
  const known = new Set(located.map((s) => s.id));
  const seen = new Set<number>();
  const result: number[] = [];
  for (const id of order) {
    if (!known.has(id) || seen.has(id)) continue;
    seen.add(id);
    result.push(id);
  }
  for (const t of targets) if (!seen.has(t.id)) result.push(t.id);
  return result;
}
