import type { VisitRouteOrder } from '@/modules/crm';
import { solveRoutes } from './solver';

/**
 * A rep's visiting order for crm's visit plans: one vehicle from the start point, an open route (no way
 * back), nothing to carry — the solver's shortest tour over the stops, with a short search budget (a plan
 * is saved while the user waits).
 */
export const visitRouteOrder: VisitRouteOrder = async (start, stops) => {
  const out = solveRoutes(
    { vehicles: [{ id: 1, start, capacity: [1] }], jobs: stops.map((s) => ({ id: s.id, location: s.location, delivery: [0] })) },
    { seed: 1, maxIterations: 300, timeLimitMs: 300, vehicleCost: 0 },
  );
  if (out.code !== 0) throw new Error(out.error ?? 'route solver failed');
  return (out.routes[0]?.steps ?? []).filter((s) => s.type === 'job' && s.id !== undefined).map((s) => s.id!);
};
