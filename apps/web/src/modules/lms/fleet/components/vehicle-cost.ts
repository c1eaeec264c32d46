/**
 * The settings form's "vehicles against distance" (smart routing's cost per vehicle): the API's
 * `vehicle_cost_km` — null for vehicles first, else km of driving a used vehicle costs — shown as a choice
 * and a number, and back. A choice of a cost with the number left empty is the form's required rule's to refuse.
 */
export type VehicleCostValues = { vehicle_first: 0 | 1; vehicle_cost_km: number | null };

export function toVehicleCost(km: string | null): VehicleCostValues {
  return km === null ? { vehicle_first: 1, vehicle_cost_km: null } : { vehicle_first: 0, vehicle_cost_km: Number(km) };
}

export function fromVehicleCost(v: VehicleCostValues): number | null {
  return v.vehicle_first === 1 || v.vehicle_cost_km === null || v.vehicle_cost_km === undefined ? null : v.vehicle_cost_km;
}
