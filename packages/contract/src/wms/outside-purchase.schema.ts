import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { checkLineAmounts, dateSchema, idSchema, optionalIdSchema, optionalText, requiredText, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';
import { StockDocFilterSchema, StockDocLineInputSchema, StockDocLineSchema, StockDocSchema } from './warehousing-entry.schema';

/**
 * Outside purchase orders (外部采购单, docs/trading-model.md §3): goods bought outside the system's suppliers (at a
 * market, for a shortage), recorded with the receipt photos. 0 draft → 1 audited (the goods are received
 * through a warehousing entry of type other made and audited with it) / 2 cancelled (a draft only).
 */
export const OUTSIDE_PURCHASE_MAX_PHOTOS = 9;

const photoUrl = textSchema('wms.op_photo_invalid').trim().min(1, 'wms.op_photo_invalid').max(500, 'wms.op_photo_invalid');

export const CreateOutsidePurchaseSchema = z.object({
  warehouse_id: idSchema,
  /** who sold it: a stall, a shop, a person */
  seller_name: requiredText(50, 'wms.op_seller_required'),
  /** where: the market, the street */
  seller_place: optionalText(100),
  /** the staff member who bought it; absent: the caller */
  buyer_id: optionalIdSchema,
  /** the day it was bought (the tenant's calendar day), never in the future */
  purchase_date: dateSchema('wms.op_date_invalid'),
  /** the receipt photos, uploads' urls */
  photos: listInput(photoUrl, OUTSIDE_PURCHASE_MAX_PHOTOS, 'wms.op_photos_too_many'),
  remark: optionalText(200),
  lines: z.array(StockDocLineInputSchema.omit({ purchase_order_item_id: true }), { error: 'wms.doc_lines_required' }).min(1, 'wms.doc_lines_required').max(200, 'wms.doc_lines_too_many').superRefine(checkLineAmounts),
});
export type CreateOutsidePurchaseInput = z.infer<typeof CreateOutsidePurchaseSchema>;
export const UpdateOutsidePurchaseSchema = CreateOutsidePurchaseSchema.extend({ id: idSchema });
export type UpdateOutsidePurchaseInput = z.infer<typeof UpdateOutsidePurchaseSchema>;

/** number or seller (`keyword`), state, warehouse, purchase date from / to */
export const OutsidePurchaseFilterSchema = StockDocFilterSchema.omit({ supplier_id: true });
export const OutsidePurchaseListQuerySchema = PaginationQuerySchema.extend(OutsidePurchaseFilterSchema.shape);
export type OutsidePurchaseListQuery = z.infer<typeof OutsidePurchaseListQuerySchema>;

export const OutsidePurchaseSchema = StockDocSchema.omit({ supplier_id: true, supplier_name: true }).extend({
  seller_name: z.string(),
  seller_place: z.string().nullable(),
  buyer_id: z.number().int().nullable(),
  buyer_name: z.string().nullable(),
  purchase_date: z.string(),
  photos: z.array(z.string()),
  /** the warehousing entry its audit made and audited (null before) */
  entry_id: z.number().int().nullable(),
  entry_number: z.string().nullable(),
});
export type OutsidePurchase = z.infer<typeof OutsidePurchaseSchema>;
export const OutsidePurchaseDetailSchema = OutsidePurchaseSchema.extend({ lines: z.array(StockDocLineSchema), logs: z.array(DocumentLogSchema) });
export type OutsidePurchaseDetail = z.infer<typeof OutsidePurchaseDetailSchema>;
