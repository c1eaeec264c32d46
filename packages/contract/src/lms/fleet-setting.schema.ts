import { z } from 'zod';
import { dateTimeText } from '../common/response.schema';
import { coordinateSchema, flagSchema, intSchema, plainNumber, textSchema } from '../common/validation';

/**
 * The logistics settings page (/lms/setting/index, GET/PUT /lms/setting; lms README "Settings"): depot,
 * routing and pay. Rates are money per unit (two decimals); the depot is GCJ-02 like every coordinate.
 */
const rate = (key: string) =>
  plainNumber(z.number({ error: key })
    .refine(Number.isFinite, key)
    .min(0, key)
    .max(99_999_999, key)
    .refine((n) => !String(n).includes('e') && (String(n).split('.')[1]?.length ?? 0) <= 2, key));

const decimal = (key: string, min: number, max: number, places: number) =>
  plainNumber(z.number({ error: key })
    .refine(Number.isFinite, key)
    .min(min, key)
    .max(max, key)
    .refine((n) => !String(n).includes('e') && (String(n).split('.')[1]?.length ?? 0) <= places, key));

/**
 * What a used vehicle (a driver's day) costs, in km of driving, for smart routing to weigh against the distance
 * it saves: 0–10 000, one decimal. Empty or null: vehicles first (as few as the stops need, then distance).
 */
const vehicleCostKm = z
  .preprocess((v) => (v === '' ? null : v), decimal('lms.vehicle_cost_invalid', 0, 10_000, 1).nullable())
  .optional()
  .transform((v) => v ?? null);

/** An http(s) URL of an OSRM-compatible server (its /table service), or none. */
const routingUrl = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    textSchema()
      .trim()
      .max(300, 'validation.text_too_long')
      .refine((v) => v === '' || /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s?#]*)?$/.test(v), 'lms.routing_url_invalid')
      .transform((v) => (v === '' ? null : v.replace(/\/+$/, ''))),
  ])
  .optional()
  .transform((v) => v ?? null);

export const UpdateLogisticsSettingSchema = z
  .object({
    /** 1: each store's default warehouse is the depot (the coordinates are ignored); 0: the point below */
    use_warehouse_depot: flagSchema.default(1),
    depot_longitude: coordinateSchema(180, 'lms.depot_invalid'),
    depot_latitude: coordinateSchema(90, 'lms.depot_invalid'),
    average_speed_kmh: decimal('lms.speed_invalid', 1, 120, 1),
    service_minutes: intSchema(0, 240, 'lms.service_minutes_invalid'),
    road_factor: decimal('lms.road_factor_invalid', 1, 3, 2),
    solve_seconds: intSchema(1, 60, 'lms.solve_seconds_invalid'),
    vehicle_cost_km: vehicleCostKm,
    routing_url: routingUrl,
    delivery_earning_basis: plainNumber(z.number({ error: 'lms.earning_basis_invalid' }).pipe(z.literal([1, 2, 3], { error: 'lms.earning_basis_invalid' }))),
    driver_rate: rate('lms.rate_invalid'),
    helper_rate: rate('lms.rate_invalid'),
    carry_fee_rate: rate('lms.rate_invalid'),
  })
  .superRefine((v, ctx) => {
    if (v.use_warehouse_depot === 1) return;
    if (v.depot_longitude === null || v.depot_longitude === undefined) ctx.addIssue({ code: 'custom', path: ['depot_longitude'], message: 'lms.depot_required' });
    if (v.depot_latitude === null || v.depot_latitude === undefined) ctx.addIssue({ code: 'custom', path: ['depot_latitude'], message: 'lms.depot_required' });
  });
export type UpdateLogisticsSettingInput = z.infer<typeof UpdateLogisticsSettingSchema>;

export const LogisticsSettingSchema = z.object({
  use_warehouse_depot: z.literal([0, 1]),
  depot_longitude: z.string().nullable(),
  depot_latitude: z.string().nullable(),
  /** the current store's default warehouse, the depot when use_warehouse_depot is 1 (null: none, or no coordinates) */
  warehouse_depot: z.object({ warehouse_id: z.number().int(), name: z.string(), longitude: z.string().nullable(), latitude: z.string().nullable() }).nullable(),
  average_speed_kmh: z.string(),
  service_minutes: z.number().int(),
  road_factor: z.string(),
  solve_seconds: z.number().int(),
  /** km of driving a used vehicle costs (one decimal); null: vehicles first */
  vehicle_cost_km: z.string().nullable(),
  routing_url: z.string().nullable(),
  delivery_earning_basis: z.literal([1, 2, 3]),
  driver_rate: z.string(),
  helper_rate: z.string(),
  carry_fee_rate: z.string(),
  /** the map tiles of oms's map setting, for the depot picker (null: the plain coordinate canvas) */
  map_tile_url: z.string().nullable(),
  updated_at: dateTimeText.nullable(),
});
export type LogisticsSettingView = z.infer<typeof LogisticsSettingSchema>;
