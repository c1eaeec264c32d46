import { z } from 'zod';
import { defineStates } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, listOf } from '../common/response.schema';
import { dateSchema, idSchema, optionalIdSchema, optionalText, plainNumber, requiredText, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';

/**
 * Photo orders (拍照下单, docs/trading-model.md §4): a customer's photo of a handwritten list, uploaded by staff (later
 * the shop). 1 pending → 2 converted (staff typed it into an order, linked) / 3 rejected with a reason.
 */
export const PHOTO_ORDER_STATUS = { pending: 1, converted: 2, rejected: 3 } as const;
export const PHOTO_ORDER_STATUSES = [1, 2, 3] as const;
/** A pending photo order is converted (an order typed from it: that needs the order's create too) or rejected with a reason. */
export const PHOTO_ORDER_STATES = defineStates({
  states: PHOTO_ORDER_STATUSES,
  actions: {
    convert: { from: [1], to: 2, permission: ['and', 'oms:photo_order:convert', 'oms:order:create'] },
    reject: { from: [1], to: 3, permission: 'oms:photo_order:reject' },
  },
});
/** who uploaded it: 1 staff, 2 the shop (the customer's app, later) */
export const PHOTO_ORDER_SOURCES = [1, 2] as const;
export const PHOTO_ORDER_MAX_PHOTOS = 9;

const photoUrl = textSchema('oms.photo_invalid').trim().min(1, 'oms.photo_invalid').max(500, 'oms.photo_invalid');

export const CreatePhotoOrderSchema = z.object({
  customer_id: idSchema,
  /** the contact (crm customer user) who sent it, one of the customer's */
  customer_user_id: optionalIdSchema,
  /** the uploaded photos' urls (the upload centre's), at least one */
  photos: listInput(photoUrl, PHOTO_ORDER_MAX_PHOTOS, 'oms.photo_too_many').refine((v) => v.length > 0, 'oms.photo_required'),
  remark: optionalText(200),
});
export type CreatePhotoOrderInput = z.infer<typeof CreatePhotoOrderSchema>;

export const RejectPhotoOrderSchema = z.object({ reason: requiredText(200, 'oms.photo_reject_reason_required') });

export const PhotoOrderFilterSchema = z.object({
  /** number, customer name or phone */
  keyword: optionalText(50),
  status: plainNumber(z.number().pipe(z.literal(PHOTO_ORDER_STATUSES, { error: 'validation.invalid' }))).optional(),
  customer_id: optionalIdSchema,
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const PhotoOrderListQuerySchema = PaginationQuerySchema.extend(PhotoOrderFilterSchema.shape);
export type PhotoOrderListQuery = z.infer<typeof PhotoOrderListQuerySchema>;

export const PhotoOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  source: z.number().int(),
  store_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_user_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  photos: z.array(z.string()),
  remark: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  reject_reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  handled_by_name: z.string().nullable(),
  handled_at: dateTimeText.nullable(),
});
export type PhotoOrder = z.infer<typeof PhotoOrderSchema>;
export const PhotoOrderListSchema = listOf(PhotoOrderSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type PhotoOrderList = z.infer<typeof PhotoOrderListSchema>;
export const PhotoOrderDetailSchema = PhotoOrderSchema.extend({ logs: z.array(DocumentLogSchema) });
export type PhotoOrderDetail = z.infer<typeof PhotoOrderDetailSchema>;
