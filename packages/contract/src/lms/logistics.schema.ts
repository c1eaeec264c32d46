import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { locationSourceSchema } from '../common/location';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, listOf } from '../common/response.schema';
import { coordinateSchema, dateSchema, idSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';
import { LOGISTICS_ORDER_STATUSES, STOP_STATUS } from './lms.schema';

/**
 * Logistics orders (one per shipped order or sub-order) and their sign-ins (签收: signed, or failed with
 * the goods back in stock). lms README "Logistics orders and sign-ins".
 */
export const LOGISTICS_ORDER_PERMISSION = {
  list: 'lms:logistics_order:list',
  export: 'lms:logistics_order:export',
  print: 'lms/logistics_order/Print',
} as const;
export const SIGN_IN_PERMISSION = { list: 'lms:sign_in:list', create: 'lms:sign_in:create' } as const;
/** the list's tabs after "all" */
export const LOGISTICS_ORDER_TABS = [0, 1, 2, 3, 4] as const;

/** Sign-in results: 1 signed (the order is delivered), 2 failed (the goods come back). */
export const SIGN_IN_RESULT = { signed: 1, failed: 2 } as const;
export const SIGN_IN_RESULTS = [1, 2] as const;
export const SIGN_IN_MAX_PHOTOS = 9;
/** the stop status a sign-in result leaves */
export const stopStatusOf = (result: 1 | 2) => (result === SIGN_IN_RESULT.signed ? STOP_STATUS.signed : STOP_STATUS.failed);

export const LogisticsOrderFilterSchema = z.object({
  /** the logistics order's number */
  number: textSchema().trim().max(30).optional(),
  /** the order's (or sub-order's) number */
  order_no: textSchema().trim().max(34).optional(),
  /** the customer's name or the consignee's name or phone */
  customer: textSchema().trim().max(50).optional(),
  order_id: idSchema.optional(),
  line_id: idSchema.optional(),
  /** the line's number */
  line_no: textSchema().trim().max(30).optional(),
  warehouse_id: idSchema.optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type LogisticsOrderFilter = z.infer<typeof LogisticsOrderFilterSchema>;
export const LogisticsOrderListQuerySchema = PaginationQuerySchema.extend(LogisticsOrderFilterSchema.shape).extend({
  status: plainInt(z.number().int().min(0).max(4)).optional(),
});
export type LogisticsOrderListQuery = z.infer<typeof LogisticsOrderListQuerySchema>;
export const LogisticsExportQuerySchema = LogisticsOrderFilterSchema.extend({ status: plainInt(z.number().int().min(0).max(4)).optional() });

/** A logistics order's delivery day and slot, what it carries (pieces, kg, m³) and the amount to collect on delivery. */
export const deliveryLoadFields = {
  delivery_date: z.string(),
  time_slot: z.string().nullable(),
  pieces: z.string(),
  weight: z.string(),
  volume: z.string(),
  collect_amount: z.string(),
};

export const SignInSchema = z.object({
  id: z.number().int(),
  logistics_order_id: z.number().int(),
  logistics_order_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  sub_order_no: z.string().nullable(),
  customer_name: z.string(),
  line_id: z.number().int(),
  line_no: z.string().nullable(),
  stop_id: z.number().int(),
  driver_name: z.string().nullable(),
  result: z.literal(SIGN_IN_RESULTS),
  signer: z.string().nullable(),
  photos: z.array(z.string()),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  coord_system: z.string(),
  collect_amount: z.string(),
  collected_amount: z.string(),
  /** why the amount collected differs from the amount to collect */
  amount_reason: z.string().nullable(),
  fail_reason: z.string().nullable(),
  entry_id: z.number().int().nullable(),
  entry_no: z.string().nullable(),
  remark: z.string().nullable(),
  signed_by_name: z.string().nullable(),
  signed_at: dateTimeText,
});
export type SignIn = z.infer<typeof SignInSchema>;

export const LogisticsOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  sub_order_id: z.number().int().nullable(),
  sub_order_no: z.string().nullable(),
  outbound_id: z.number().int(),
  outbound_no: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  consignee_name: z.string(),
  consignee_phone: z.string(),
  area_string: z.string().nullable(),
  address: z.string(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  coord_system: z.string(),
  /** copied from the order (from its address): `district` is approximate; null with no coordinates */
  location_source: locationSourceSchema,
  ...deliveryLoadFields,
  collected_amount: z.string(),
  status: z.literal(LOGISTICS_ORDER_STATUSES),
  line_id: z.number().int().nullable(),
  line_no: z.string().nullable(),
  line_name: z.string().nullable(),
  /** its stop on the line (null while waiting): what a sign-in names */
  stop_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  car_plate: z.string().nullable(),
  signed_at: dateTimeText.nullable(),
  fail_reason: z.string().nullable(),
  created_at: dateTimeText,
});
export type LogisticsOrder = z.infer<typeof LogisticsOrderSchema>;
export const LogisticsOrderListSchema = listOf(LogisticsOrderSchema).extend({
  /** per status under the filters (the tabs' badges), and `all` */
  counts: z.record(z.string(), z.number().int()),
});
export type LogisticsOrderList = z.infer<typeof LogisticsOrderListSchema>;

export const LogisticsOrderLineSchema = z.object({
  order_item_id: z.number().int(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  spec_text: z.string(),
  unit_name: z.string(),
  /** the line's unit and the shipped quantity in it (base units / ratio), and in base units */
  qty: z.string(),
  base_qty: z.string(),
  base_unit_name: z.string(),
  price: z.string(),
});
export const LogisticsOrderDetailSchema = LogisticsOrderSchema.extend({
  tenant_name: z.string(),
  remark: z.string().nullable(),
  order_remark: z.string().nullable(),
  pay_type: z.number().int(),
  helper_names: z.array(z.string()),
  stop: z.object({ id: z.number().int(), seq: z.number().int(), status: z.number().int(), planned_arrival: dateTimeText.nullable(), line_status: z.number().int() }).nullable(),
  lines: z.array(LogisticsOrderLineSchema),
  sign_in: SignInSchema.nullable(),
  logs: z.array(DocumentLogSchema),
});
export type LogisticsOrderDetail = z.infer<typeof LogisticsOrderDetailSchema>;

/** `GET /lms/logistics_order/of_order?order_id=`: what the order detail page shows. */
export const OrderLogisticsQuerySchema = z.object({ order_id: idSchema });
export const OrderLogisticsSchema = z.array(LogisticsOrderSchema.extend({ sign_in: SignInSchema.nullable() }));
export type OrderLogistics = z.infer<typeof OrderLogisticsSchema>;

const photoUrl = textSchema('lms.sign_in_photo_invalid').trim().min(1, 'lms.sign_in_photo_invalid').max(500, 'lms.sign_in_photo_invalid');

/**
 * `POST /lms/sign_in`: a departed stop signed (≥ 1 photo, the signer) or failed (the reason). An amount
 * collected short of or over the amount to collect needs `amount_reason` (the server checks it against the
 * stop; a surplus becomes the customer's prepayment); the coordinates are the browser's when it gave them.
 */
export const CreateSignInSchema = z
  .object({
    stop_id: idSchema,
    result: plainNumber(z.number({ error: 'lms.sign_in_result_invalid' }).pipe(z.literal(SIGN_IN_RESULTS, { error: 'lms.sign_in_result_invalid' }))),
    signer: optionalText(30),
    photos: listInput(photoUrl, SIGN_IN_MAX_PHOTOS, 'lms.sign_in_photos_too_many'),
    longitude: coordinateSchema(180, 'lms.sign_in_coordinate_invalid'),
    latitude: coordinateSchema(90, 'lms.sign_in_coordinate_invalid'),
    coord_system: z.enum(['gcj02', 'wgs84'], { error: 'lms.sign_in_coordinate_invalid' }).default('wgs84'),
    /** cents-exact text or number */
    collected_amount: z
      .union([z.string(), z.number()], { error: 'lms.sign_in_amount_invalid' })
      .transform((v) => String(v).trim())
      .refine((v) => v === '' || /^\d{1,12}(\.\d{1,2})?$/.test(v), 'lms.sign_in_amount_invalid')
      .transform((v) => (v === '' ? '0' : v))
      .default('0'),
    fail_reason: optionalText(200),
    /** why the amount collected differs from the amount to collect (required then; the server checks it against the stop) */
    amount_reason: optionalText(200),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.result === SIGN_IN_RESULT.signed) {
      if (v.photos.length === 0) ctx.addIssue({ code: 'custom', path: ['photos'], message: 'lms.sign_in_photo_required' });
      if (!v.signer) ctx.addIssue({ code: 'custom', path: ['signer'], message: 'lms.sign_in_signer_required' });
    } else {
      if (!v.fail_reason) ctx.addIssue({ code: 'custom', path: ['fail_reason'], message: 'lms.sign_in_reason_required' });
      if (Number(v.collected_amount) > 0) ctx.addIssue({ code: 'custom', path: ['collected_amount'], message: 'lms.sign_in_failed_no_money' });
    }
    if ((v.longitude === null || v.longitude === undefined) !== (v.latitude === null || v.latitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'lms.sign_in_coordinate_invalid' });
    }
  });
export type CreateSignInInput = z.infer<typeof CreateSignInSchema>;
export const SignInResultSchema = z.object({
  id: z.number().int(),
  logistics_order_id: z.number().int(),
  status: z.literal(LOGISTICS_ORDER_STATUSES),
  /** the line moved 2 → 3 with this sign-in (its last pending stop) */
  line_completed: z.boolean(),
  entry_no: z.string().nullable(),
});
export type SignInResult = z.infer<typeof SignInResultSchema>;

export const SignInListQuerySchema = PaginationQuerySchema.extend({
  /** the logistics order's, order's or line's number, or the customer's name */
  keyword: textSchema().trim().max(50).optional(),
  result: plainInt(z.number().int().min(1).max(2)).optional(),
  line_id: idSchema.optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type SignInListQuery = z.infer<typeof SignInListQuerySchema>;
export const SignInListSchema = listOf(SignInSchema);
export type SignInList = z.infer<typeof SignInListSchema>;
