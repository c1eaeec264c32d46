import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { checkLineAmounts, idSchema, optionalText } from '../common/validation';
import { StockDocFilterSchema, StockDocLineInputSchema, StockDocLineSchema, StockDocSchema } from './warehousing-entry.schema';

/** Purchase refund orders (采购退货单): goods sent back to a supplier; audit takes them out of stock. */
export const CreatePurchaseRefundSchema = z.object({
  warehouse_id: idSchema,
  supplier_id: idSchema,
  remark: optionalText(200),
  lines: z.array(StockDocLineInputSchema, { error: 'wms.doc_lines_required' }).min(1, 'wms.doc_lines_required').max(200, 'wms.doc_lines_too_many').superRefine(checkLineAmounts),
});
export type CreatePurchaseRefundInput = z.infer<typeof CreatePurchaseRefundSchema>;
export const UpdatePurchaseRefundSchema = CreatePurchaseRefundSchema.extend({ id: idSchema });
export type UpdatePurchaseRefundInput = z.infer<typeof UpdatePurchaseRefundSchema>;

export const PurchaseRefundListQuerySchema = PaginationQuerySchema.extend(StockDocFilterSchema.shape);
export type PurchaseRefundListQuery = z.infer<typeof PurchaseRefundListQuerySchema>;

export const PurchaseRefundSchema = StockDocSchema;
export type PurchaseRefund = z.infer<typeof PurchaseRefundSchema>;
export const PurchaseRefundDetailSchema = PurchaseRefundSchema.extend({ lines: z.array(StockDocLineSchema), logs: z.array(DocumentLogSchema) });
export type PurchaseRefundDetail = z.infer<typeof PurchaseRefundDetailSchema>;
