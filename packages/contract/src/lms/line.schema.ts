import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { locationSourceSchema } from '../common/location';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema, dateTimeText } from '../common/response.schema';
import { dateSchema, flagSchema, idSchema, isCalendarDate, optionalIdSchema, optionalText, plainInt, plainNumber, requiredText, textSchema } from '../common/validation';
import { polygonInputSchema } from '../oms/site-geometry';
import { LINE_STATUSES, LOGISTICS_ORDER_STATUSES } from './lms.schema';
import { deliveryLoadFields } from './logistics.schema';

/**
 * Lines (线路), pre-lines (预排线路), route plans (智能排线 proposals), the line map and compare (docs/trading-model.md §5;
 * lms README "Lines, planning and the map"). Distances in metres, durations in seconds; weights kg,
 * volumes m³, as decimal text; percentages of the car model's capacity as numbers (one decimal).
 */

/** Route plan states: 0 solving → 1 proposed → 2 confirmed; 3 failed; 4 discarded. */
export const ROUTE_PLAN_STATUS = { solving: 0, proposed: 1, confirmed: 2, failed: 3, discarded: 4 } as const;
export const ROUTE_PLAN_STATUSES = [0, 1, 2, 3, 4] as const;

/** The realtime topic of a plan's progress (to its creator): `{ id, status, progress }`. */
export const ROUTE_PLAN_PROGRESS_TOPIC = 'lms.route_plan.progress';

/** A line's print permission, as the spec writes print permissions. */
export const LINE_PRINT_PERMISSION = 'lms/line/Print';

/** 'HH:mm', the depot departure. */
export const DEPARTURE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_DEPARTURE = '07:00';
const departureSchema = textSchema('lms.departure_invalid').trim().regex(DEPARTURE_PATTERN, 'lms.departure_invalid');

const idList = (max: number, requiredKey?: string) => {
  const list = z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v), z.array(idSchema, { error: requiredKey ?? 'validation.invalid' }).max(max, 'validation.invalid'));
  return list;
};
const orderIds = idList(500, 'lms.line_orders_required').refine((v) => v.length > 0, 'lms.line_orders_required').refine((v) => new Set(v).size === v.length, 'lms.line_orders_duplicate');

// ---------- shared rows ----------

/** A logistics order as a stop or a waiting marker shows it. Coordinates GCJ-02, as stored. */
export const StopOrderSchema = z.object({
  logistics_order_id: z.number().int(),
  logistics_order_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  consignee_name: z.string(),
  consignee_phone: z.string(),
  address: z.string(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  /** `district`: approximate (the district centre); null: no location */
  location_source: locationSourceSchema,
  ...deliveryLoadFields,
  lo_status: z.literal(LOGISTICS_ORDER_STATUSES),
});
export type StopOrder = z.infer<typeof StopOrderSchema>;

export const LineStopSchema = StopOrderSchema.extend({
  id: z.number().int(),
  seq: z.number().int(),
  planned_arrival: dateTimeText.nullable(),
  actual_arrival: dateTimeText.nullable(),
  /** from the previous stop (the depot for the first) */
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  /** the car gets there at `planned_arrival` and waits this long for the time slot to open (service starts then) */
  waiting_s: z.number().int(),
  locked: z.literal([0, 1]),
  status: z.literal([0, 1, 2]),
  /** the planned arrival is after the time slot's end */
  late: z.boolean(),
  /** what the sign-in collected (null while pending), and why it differs from `collect_amount` when it does */
  collected_amount: z.string().nullable(),
  amount_reason: z.string().nullable(),
});
export type LineStop = z.infer<typeof LineStopSchema>;

const loadFields = {
  stop_count: z.number().int(),
  total_pieces: z.string(),
  total_weight: z.string(),
  total_volume: z.string(),
  capacity_weight: z.string().nullable(),
  capacity_volume: z.string().nullable(),
  /** load as % of the car model's capacity (null without a car) */
  weight_pct: z.number().nullable(),
  volume_pct: z.number().nullable(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
};

export const LineSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal(LINE_STATUSES),
  store_id: z.number().int(),
  store_name: z.string(),
  line_date: z.string(),
  name: z.string().nullable(),
  car_id: z.number().int().nullable(),
  car_plate: z.string().nullable(),
  car_model_name: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  driver_phone: z.string().nullable(),
  helper_ids: z.array(z.number().int()),
  helper_names: z.array(z.string()),
  ...loadFields,
  signed_count: z.number().int(),
  failed_count: z.number().int(),
  /** the departure the dispatcher set ('HH:mm'): the car leaves no earlier */
  departure: z.string(),
  /** when the car leaves: as late as it can without waiting at the first stop, never before `departure` (the solver's rule) */
  planned_start: dateTimeText.nullable(),
  plan_id: z.number().int().nullable(),
  pre_line_id: z.number().int().nullable(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  departed_at: dateTimeText.nullable(),
  completed_at: dateTimeText.nullable(),
});
export type Line = z.infer<typeof LineSchema>;

export const LineListSchema = z.object({
  list: z.array(LineSchema),
  pagination: PaginationSchema,
  /** per status (and `all`), how many lines match the other filters: the tabs */
  counts: z.record(z.string(), z.number().int()),
});
export type LineList = z.infer<typeof LineListSchema>;


export const DepotSchema = z.object({ longitude: z.string(), latitude: z.string() }).nullable();

/** A worker of a line also on another open line (planned or departed) of its day. */
export const CrewConflictSchema = z.object({
  worker_id: z.number().int(),
  worker_name: z.string(),
  line_id: z.number().int(),
  line_number: z.string(),
  line_name: z.string().nullable(),
});
export type CrewConflict = z.infer<typeof CrewConflictSchema>;

export const LineDetailSchema = LineSchema.extend({
  /** the print page's heading (the print frame has no session) */
  tenant_name: z.string(),
  total_collect: z.string(),
  /** the cash-up: collected by the signed stops, and collected − to collect of the stops signed or failed */
  total_collected: z.string(),
  total_difference: z.string(),
  /** back at the depot after the last stop */
  return_distance_m: z.number().int(),
  depot: DepotSchema,
  stops: z.array(LineStopSchema),
  logs: z.array(DocumentLogSchema),
  /**
   * The line's driver or helpers booked on another line of the same day that is planned or departed: a
   * warning, not a refusal (lms README "Crew on two lines"). Empty for a cancelled or completed line.
   */
  crew_conflicts: z.array(CrewConflictSchema),
});
export type LineDetail = z.infer<typeof LineDetailSchema>;

// ---------- line inputs ----------

export const LineFilterSchema = z.object({
  /** the number or the name */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  status: plainInt(z.number().int().min(0).max(3)).optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
  car_id: idSchema.optional(),
  driver_id: idSchema.optional(),
});
export type LineFilter = z.infer<typeof LineFilterSchema>;
export const LineListQuerySchema = PaginationQuerySchema.extend(LineFilterSchema.shape);
export type LineListQuery = z.infer<typeof LineListQuerySchema>;

const lineHeader = {
  name: optionalText(50),
  car_id: idSchema,
  driver_id: idSchema,
  helper_ids: idList(10).default([]),
  departure: departureSchema.default(DEFAULT_DEPARTURE),
  remark: optionalText(200),
};

export const CreateLineSchema = z.object({
  line_date: dateSchema(),
  ...lineHeader,
  logistics_order_ids: orderIds,
  pre_line_id: optionalIdSchema,
});
export type CreateLineInput = z.infer<typeof CreateLineSchema>;

export const UpdateLineSchema = z.object({ id: idSchema, ...lineHeader });
export type UpdateLineInput = z.infer<typeof UpdateLineSchema>;

/** The stops in their new order: exactly the line's stops. */
export const ReorderStopsSchema = z.object({ logistics_order_ids: orderIds });
export const AddStopsSchema = z.object({ logistics_order_ids: orderIds });
export const StopRefSchema = z.object({ logistics_order_id: idSchema });
export const MoveStopSchema = z.object({
  logistics_order_id: idSchema,
  to_line_id: idSchema,
  /** 1-based place on the other line; absent: last */
  position: plainInt(z.number().int().min(1, 'validation.invalid').max(1000, 'validation.invalid')).optional(),
});
export type MoveStopInput = z.infer<typeof MoveStopSchema>;
export const LockStopSchema = z.object({ logistics_order_id: idSchema, locked: flagSchema });
export const LineRemarkSchema = z.object({ remark: optionalText(200) });
/** A pending stop off a departed line (back to waiting, or closed when its order is already delivered), or onto another line of its day. */
export const TakeOffStopSchema = z.object({
  logistics_order_id: idSchema,
  to_line_id: optionalIdSchema,
  reason: requiredText(200, 'lms.take_off_reason_required'),
});
export type TakeOffStopInput = z.infer<typeof TakeOffStopSchema>;
/** Closing a departed line by hand: the reason is required and logged. */
export const CloseLineSchema = z.object({ reason: requiredText(200, 'lms.line_close_reason_required') });
export const LineFromPreLineSchema = z.object({ pre_line_id: idSchema, line_date: dateSchema(), departure: departureSchema.default(DEFAULT_DEPARTURE) });
export type LineFromPreLineInput = z.infer<typeof LineFromPreLineSchema>;

export const WaitingOrdersQuerySchema = z.object({ date: dateSchema() });
export const WaitingOrdersSchema = z.object({ list: z.array(StopOrderSchema) });

// ---------- route plans ----------

export const PlanStopSchema = StopOrderSchema.extend({
  seq: z.number().int(),
  planned_arrival: dateTimeText.nullable(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  waiting_s: z.number().int(),
  locked: z.literal([0, 1]),
  late: z.boolean(),
});
export type PlanStop = z.infer<typeof PlanStopSchema>;

export const PlanLineSchema = z.object({
  id: z.number().int(),
  car_id: z.number().int(),
  car_plate: z.string(),
  car_model_name: z.string(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  helper_ids: z.array(z.number().int()),
  pre_line_id: z.number().int().nullable(),
  ...loadFields,
  planned_start: dateTimeText.nullable(),
  line_id: z.number().int().nullable(),
  stops: z.array(PlanStopSchema),
});
export type PlanLine = z.infer<typeof PlanLineSchema>;

export const RoutePlanSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  plan_date: z.string(),
  status: z.literal(ROUTE_PLAN_STATUSES),
  progress: z.number().int(),
  solve_seconds: z.number().int(),
  departure: z.string(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  unassigned_count: z.number().int(),
  iterations: z.number().int(),
  error: z.string().nullable(),
  version: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  solved_at: dateTimeText.nullable(),
  confirmed_at: dateTimeText.nullable(),
});
export type RoutePlan = z.infer<typeof RoutePlanSchema>;

export const RoutePlanDetailSchema = RoutePlanSchema.extend({
  depot: DepotSchema,
  lines: z.array(PlanLineSchema),
  unassigned: z.array(PlanStopSchema),
  /** what checkPlan says of the proposal as it stands (capacities, windows) */
  violations: z.array(z.string()),
});
export type RoutePlanDetail = z.infer<typeof RoutePlanDetailSchema>;

export const RoutePlanListQuerySchema = z.object({ date: dateSchema() });
export const RoutePlanListSchema = z.object({ list: z.array(RoutePlanSchema) });

export const CreateRoutePlanSchema = z.object({
  plan_date: dateSchema(),
  /** the cars to plan with (available ones); absent: every available car of the store */
  car_ids: idList(50).optional(),
  /** standing routes to start from: their car takes their usual customers' orders, locked */
  pre_line_ids: idList(50).default([]),
  /** the solver's time (default: the settings' solve_seconds) */
  solve_seconds: plainInt(z.number().int('lms.solve_seconds_invalid').min(1, 'lms.solve_seconds_invalid').max(60, 'lms.solve_seconds_invalid')).optional(),
  departure: departureSchema.default(DEFAULT_DEPARTURE),
});
export type CreateRoutePlanInput = z.infer<typeof CreateRoutePlanSchema>;

/** An edit of a proposal: `version` (optional) is the version it was made on; a stale one is 409. */
const versionField = { version: plainInt(z.number().int().min(1)).optional() };
export const MovePlanStopSchema = z.object({
  logistics_order_id: idSchema,
  /** null or absent: unassigned */
  to_plan_line_id: optionalIdSchema,
  position: plainInt(z.number().int().min(1, 'validation.invalid').max(1000, 'validation.invalid')).optional(),
  ...versionField,
});
export type MovePlanStopInput = z.infer<typeof MovePlanStopSchema>;
export const LockPlanStopSchema = z.object({ logistics_order_id: idSchema, locked: flagSchema, ...versionField });
export const PlanVersionSchema = z.object({ ...versionField });

// ---------- compare ----------

/** `lines` (the day's lines), `plan:<id>` (a proposal), `day:<YYYY-MM-DD>` (another day's lines), `pre_lines` (the standing routes on the day's orders). */
export const COMPARE_SOURCE_PATTERN = /^(lines|pre_lines|plan:\d{1,9}|day:\d{4}-\d{2}-\d{2})$/;
const compareSource = textSchema('lms.compare_source_invalid')
  .trim()
  .regex(COMPARE_SOURCE_PATTERN, 'lms.compare_source_invalid')
  .refine((v) => !v.startsWith('day:') || isCalendarDate(v.slice(4)), 'lms.compare_source_invalid');
export const CompareQuerySchema = z.object({ date: dateSchema(), left: compareSource, right: compareSource });
export type CompareQuery = z.infer<typeof CompareQuerySchema>;

export const CompareLineSchema = z.object({
  name: z.string(),
  car_plate: z.string().nullable(),
  driver_name: z.string().nullable(),
  ...loadFields,
});
export const ComparePlanSchema = z.object({
  source: z.string(),
  date: z.string(),
  line_count: z.number().int(),
  stop_count: z.number().int(),
  unassigned_count: z.number().int(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  lines: z.array(CompareLineSchema),
});
export type ComparePlan = z.infer<typeof ComparePlanSchema>;
export const CompareResultSchema = z.object({ left: ComparePlanSchema, right: ComparePlanSchema });
export type CompareResult = z.infer<typeof CompareResultSchema>;

// ---------- the map ----------

export const MapCarSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  car_model_name: z.string(),
  capacity_weight: z.string(),
  capacity_volume: z.string(),
  default_driver_id: z.number().int().nullable(),
  default_driver_name: z.string().nullable(),
});
export type MapCar = z.infer<typeof MapCarSchema>;

export const LineMapQuerySchema = z.object({ date: dateSchema() });
export const LineMapSchema = z.object({
  date: z.string(),
  /** the map tile url of the orders' settings ('' = the plain coordinate canvas) */
  tile_url: z.string(),
  depot: DepotSchema,
  waiting: z.array(StopOrderSchema),
  /** the first day from today with a routable waiting order (any day, not only `date`), or null */
  next_waiting_date: z.string().nullable(),
  lines: z.array(LineSchema.extend({ stops: z.array(LineStopSchema) })),
  cars: z.array(MapCarSchema),
  workers: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.number().int() })),
  plans: z.array(RoutePlanSchema),
});
export type LineMap = z.infer<typeof LineMapSchema>;

// ---------- pre-lines ----------

const PolygonSchema = polygonInputSchema('lms.pre_line_area_invalid');

export const PreLineInputSchema = z.object({
  name: requiredText(50, 'lms.pre_line_name_required'),
  area_description: optionalText(200),
  area: PolygonSchema.optional().transform((v) => v ?? null),
  /** the usual customers, in their usual order */
  customer_ids: idList(300).default([]).refine((v) => new Set(v).size === v.length, 'lms.pre_line_customers_duplicate'),
  car_id: optionalIdSchema,
  driver_id: optionalIdSchema,
  helper_ids: idList(10).default([]),
  status: plainNumber(z.number().pipe(z.literal([0, 1], { error: 'validation.invalid' }))).default(1),
  sort: plainInt(z.number().int('validation.int_range').min(0, 'validation.int_range').max(9999, 'validation.int_range')).default(0),
  remark: optionalText(200),
});
export type PreLineInput = z.infer<typeof PreLineInputSchema>;
export const UpdatePreLineSchema = PreLineInputSchema.extend({ id: idSchema });
export type UpdatePreLineInput = z.infer<typeof UpdatePreLineSchema>;

export const PreLineListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type PreLineListQuery = z.infer<typeof PreLineListQuerySchema>;

export const PreLineSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  area_description: z.string().nullable(),
  area: z.array(z.tuple([z.number(), z.number()])).nullable(),
  customer_ids: z.array(z.number().int()),
  customers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  car_id: z.number().int().nullable(),
  car_plate: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  helper_ids: z.array(z.number().int()),
  helper_names: z.array(z.string()),
  status: z.literal([0, 1]),
  sort: z.number().int(),
  remark: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type PreLine = z.infer<typeof PreLineSchema>;
export const PreLineListSchema = z.object({ list: z.array(PreLineSchema), pagination: PaginationSchema });
