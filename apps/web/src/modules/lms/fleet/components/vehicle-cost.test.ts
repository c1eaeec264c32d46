import { describe, expect, it } from 'vitest';
import { fromVehicleCost, toVehicleCost } from './vehicle-cost';

describe('the cost per vehicle on the logistics settings form', () => {
  it('shows none as vehicles first and a cost as its km, 0 included', () => {
    expect(toVehicleCost(null)).toEqual({ vehicle_first: 1, vehicle_cost_km: null });
    expect(toVehicleCost('25.5')).toEqual({ vehicle_first: 0, vehicle_cost_km: 25.5 });
    expect(toVehicleCost('0.0')).toEqual({ vehicle_first: 0, vehicle_cost_km: 0 });
  });

  it('saves vehicles first as null whatever the number says, and a cost as its km', () => {
    expect(fromVehicleCost({ vehicle_first: 1, vehicle_cost_km: 40 })).toBeNull();
    expect(fromVehicleCost({ vehicle_first: 0, vehicle_cost_km: 40 })).toBe(40);
    expect(fromVehicleCost({ vehicle_first: 0, vehicle_cost_km: 0 })).toBe(0);
  });
});
