import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, optionalIdSchema, optionalText, orNone, PHONE_PATTERN, plainInt, plainNumber, textSchema } from '../common/validation';
import { CAR_STATUSES, WORKER_STATUSES, WORKER_TYPES } from './lms.schema';

/**
 * Workers and cars (docs/trading-model.md §5, lms README "Fleet, settings and pay"): the forms' and the API's
 * schemas, with the Chinese ID card and number plate rules both sides apply. Car models: car-model.schema.ts.
 */

// ---------- ID card and plate rules ----------

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-digit resident ID (GB 11643): 17 digits, a birth date that exists, and the ISO 7064 MOD 11-2 check character. */
export function isChineseIdCard(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const birth = `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;
  const d = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birth || Number(v.slice(6, 10)) < 1900) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** letters of plates: I and O are never used (they read as 1 and 0) */
const L = 'A-HJ-NP-Z';
/** An ordinary plate (沪A12345, 粤B1234学) or a new-energy one of 8 characters (沪AD12345 small, 沪A12345D large). */
export const PLATE_PATTERN = new RegExp(`^[${PROVINCES}][${L}](?:[${L}0-9]{4}[${L}0-9挂学警港澳]|[DF][${L}0-9]\\d{4}|\\d{5}[DF])$`);

/** A plate as people type it: upper case, without the spaces, dots and dashes of '沪A·12345'. */
export const normalizePlate = (v: string): string => v.replace(/[\s·.\-•]/g, '').toUpperCase();

// ---------- workers ----------

const workerType = plainNumber(z.number({ error: 'lms.worker_type_invalid' }).pipe(z.literal(WORKER_TYPES, { error: 'lms.worker_type_invalid' })));
const workerStatus = plainNumber(z.number({ error: 'lms.worker_status_invalid' }).pipe(z.literal(WORKER_STATUSES, { error: 'lms.worker_status_invalid' })));

/** Licence classes of China's driving licence (A1…C2 and the small ones). */
export const LICENCE_CLASSES = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'D', 'E', 'F', 'M', 'N', 'P'] as const;

export const WorkerBodySchema = z
  .object({
    name: textSchema('lms.worker_name_required').trim().min(1, 'lms.worker_name_required').max(30, 'validation.text_too_long'),
    phone: textSchema('validation.phone_required').trim().min(1, 'validation.phone_required').regex(PHONE_PATTERN, 'validation.phone_invalid'),
    type: workerType,
    /** the staff member this worker is (a warehouse keeper who also drives), or none */
    staff_id: optionalIdSchema,
    id_card: orNone(
      textSchema()
        .trim()
        .transform((v) => v.toUpperCase())
        .refine(isChineseIdCard, 'lms.id_card_invalid'),
    ),
    licence_no: orNone(textSchema().trim().regex(/^[0-9A-Za-z]{6,30}$/, 'lms.licence_no_invalid')),
    licence_class: orNone(z.enum(LICENCE_CLASSES, { error: 'lms.licence_class_invalid' })),
    licence_expires_on: orNone(dateSchema()),
    photo: optionalText(500),
    status: workerStatus.default(1),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    // a driver drives: a licence number and class are needed (a loader has none)
    if (v.type !== 2 && v.licence_no === null) ctx.addIssue({ code: 'custom', path: ['licence_no'], message: 'lms.licence_required' });
    if (v.type !== 2 && v.licence_class === null) ctx.addIssue({ code: 'custom', path: ['licence_class'], message: 'lms.licence_required' });
  });
export const CreateWorkerSchema = WorkerBodySchema;
export const UpdateWorkerSchema = z.intersection(WorkerBodySchema, z.object({ id: idSchema }));
export type CreateWorkerInput = z.infer<typeof CreateWorkerSchema>;
export type UpdateWorkerInput = z.infer<typeof UpdateWorkerSchema>;

export const WorkerSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  name: z.string(),
  phone: z.string(),
  type: z.literal(WORKER_TYPES),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  id_card: z.string().nullable(),
  licence_no: z.string().nullable(),
  licence_class: z.string().nullable(),
  licence_expires_on: z.string().nullable(),
  /** the licence expires within 30 days or has expired */
  licence_expiring: z.boolean(),
  photo: z.string().nullable(),
  status: z.literal(WORKER_STATUSES),
  remark: z.string().nullable(),
  /** cars whose default driver this worker is */
  car_plates: z.array(z.string()),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Worker = z.infer<typeof WorkerSchema>;

export const WorkerFilterSchema = z.object({
  /** name, phone or ID card */
  keyword: textSchema().trim().max(50).optional(),
  type: plainInt(z.number().int().min(1).max(3)).optional(),
  status: plainInt(z.number().int().min(0).max(2)).optional(),
  /** drivers: type 1 or 3; loaders: type 2 or 3 */
  role: z.enum(['driver', 'loader']).optional(),
});
export type WorkerFilter = z.infer<typeof WorkerFilterSchema>;
export const WorkerListQuerySchema = PaginationQuerySchema.extend(WorkerFilterSchema.shape);
export type WorkerListQuery = z.infer<typeof WorkerListQuerySchema>;

/** A line the worker drove or helped on (detail page). */
export const WorkerLineSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  line_date: z.string(),
  name: z.string().nullable(),
  car_plate: z.string().nullable(),
  /** 'driver' or 'helper' */
  role: z.enum(['driver', 'helper']),
  status: z.number().int(),
  stop_count: z.number().int(),
  distance_m: z.number().int(),
});
/** A sign-in at a stop of one of the worker's lines. */
export const WorkerSignInSchema = z.object({
  id: z.number().int(),
  line_number: z.string(),
  order_no: z.string(),
  customer_name: z.string(),
  result: z.number().int(),
  signer_name: z.string().nullable(),
  collected_amount: z.string(),
  signed_at: dateTimeText.nullable(),
});
export const WorkerEarningSchema = z.object({
  id: z.number().int(),
  source_type: z.string(),
  source_id: z.number().int(),
  source_no: z.string().nullable(),
  amount: z.string(),
  settled: z.boolean(),
  /** the worker settlement it is on (fms), settled or not yet */
  settlement_no: z.string().nullable(),
  created_at: dateTimeText,
});
export const WorkerDetailSchema = WorkerSchema.extend({
  lines: z.array(WorkerLineSchema),
  sign_ins: z.array(WorkerSignInSchema),
  earnings: z.array(WorkerEarningSchema),
  earning_total: z.string(),
  unsettled_total: z.string(),
});
export type WorkerDetail = z.infer<typeof WorkerDetailSchema>;

/** A staff member a worker may be linked to (the form's choice). */
export const WorkerStaffOptionSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable(), worker_id: z.number().int().nullable() });
export type WorkerStaffOption = z.infer<typeof WorkerStaffOptionSchema>;

// ---------- cars ----------

export const CarBodySchema = z.object({
  plate: textSchema('lms.plate_required').transform(normalizePlate).pipe(z.string().min(1, 'lms.plate_required').regex(PLATE_PATTERN, 'lms.plate_invalid')),
  car_model_id: idSchema,
  /** a driver (type 1 or 3) of the car's store, not left */
  default_driver_id: optionalIdSchema,
  status: plainNumber(z.number({ error: 'lms.car_status_invalid' }).pipe(z.literal(CAR_STATUSES, { error: 'lms.car_status_invalid' }))).default(1),
  remark: optionalText(200),
});
export const CreateCarSchema = CarBodySchema;
export const UpdateCarSchema = CarBodySchema.extend({ id: idSchema });
export type CreateCarInput = z.infer<typeof CreateCarSchema>;
export type UpdateCarInput = z.infer<typeof UpdateCarSchema>;

export const CarSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  plate: z.string(),
  car_model_id: z.number().int(),
  car_model_name: z.string(),
  capacity_weight: z.string(),
  capacity_volume: z.string(),
  default_driver_id: z.number().int().nullable(),
  default_driver_name: z.string().nullable(),
  status: z.literal(CAR_STATUSES),
  remark: z.string().nullable(),
  created_at: dateTimeText,
});
export type Car = z.infer<typeof CarSchema>;
export const CarListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(20).optional(),
  status: plainInt(z.number().int().min(0).max(2)).optional(),
  car_model_id: idSchema.optional(),
});
export type CarListQuery = z.infer<typeof CarListQuerySchema>;
