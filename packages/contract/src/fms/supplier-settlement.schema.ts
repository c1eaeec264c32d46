import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema, dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { SETTLEMENT_STATUSES, SUPPLIER_SETTLEMENT_SOURCE_TYPES, SettlementProgressSchema } from './settlement.schema';

/**
 * Supplier settlement orders (供应商结算单, SS…; docs/trading-model.md §6, fms README "Supplier settlements"): one
 * supplier's audited purchase warehousing entries (+) less its audited purchase refunds (−) of a period in
 * one store. States and actions: settlement.schema.ts.
 */

/** At most this many sources on one settlement (a month of daily deliveries fits many times over). */
export const SUPPLIER_SETTLEMENT_MAX_ITEMS = 1000;

const sourceTypeSchema = z.enum(SUPPLIER_SETTLEMENT_SOURCE_TYPES, { error: 'fms.ss_source_type_invalid' });

// ---------- GET /fms/supplier_settlement_orders ----------

export const SupplierSettlementFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  supplier_id: idSchema.optional(),
  status: plainInt(z.number().int().min(1).max(4)).optional(),
  /** settlements whose period overlaps these days (inclusive) */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type SupplierSettlementFilter = z.infer<typeof SupplierSettlementFilterSchema>;
export const SupplierSettlementListQuerySchema = PaginationQuerySchema.extend(SupplierSettlementFilterSchema.shape);
export type SupplierSettlementListQuery = z.infer<typeof SupplierSettlementListQuerySchema>;

export const SupplierSettlementSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal(SETTLEMENT_STATUSES),
  status_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  supplier_code: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  entry_count: z.number().int(),
  refund_count: z.number().int(),
  /** Σ entries, Σ refunds (both positive); total_amount (in the progress fields) = entries − refunds */
  entry_amount: z.string(),
  refund_amount: z.string(),
  updated_at: dateTimeText,
}).extend(SettlementProgressSchema.shape);
export type SupplierSettlement = z.infer<typeof SupplierSettlementSchema>;

export const SupplierSettlementTotalsSchema = z.object({ total_amount: z.string(), paid_amount: z.string(), open_amount: z.string() });

export const SupplierSettlementListSchema = z.object({
  list: z.array(SupplierSettlementSchema),
  pagination: PaginationSchema,
  /** per status (and `all`), how many match the other filters: the tabs */
  counts: z.record(z.string(), z.number().int()),
  /** over every row matching the filters and the tab */
  totals: SupplierSettlementTotalsSchema,
});
export type SupplierSettlementList = z.infer<typeof SupplierSettlementListSchema>;

// ---------- GET /fms/supplier_settlement_order/suppliers ----------

/** The tenant's suppliers for the pages' selects (finance staff need not hold the supplier pages' permission). */
export const SupplierSettlementSupplierSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), status: z.number().int() });
export type SupplierSettlementSupplier = z.infer<typeof SupplierSettlementSupplierSchema>;
export const SupplierSettlementSuppliersSchema = z.object({ list: z.array(SupplierSettlementSupplierSchema) });

// ---------- GET /fms/supplier_settlement_order/candidates ----------

const periodShape = {
  supplier_id: idSchema,
  /** the audited day of the sources, in the tenant's calendar, inclusive */
  start_date: dateSchema(),
  end_date: dateSchema(),
};
const periodOrdered = { path: ['end_date'], message: 'fms.date_range_invalid' };
const ordered = (v: { start_date: string; end_date: string }) => v.start_date <= v.end_date;

export const SupplierSettlementCandidatesQuerySchema = z.object(periodShape).refine(ordered, periodOrdered);
export type SupplierSettlementCandidatesQuery = z.infer<typeof SupplierSettlementCandidatesQuerySchema>;

/** A source as gathered: positive amount; a refund counts against the total. */
export const SupplierSettlementSourceSchema = z.object({
  source_type: sourceTypeSchema,
  source_type_name: z.string(),
  source_id: z.number().int(),
  source_no: z.string(),
  /** the day it was audited, in the tenant's calendar */
  source_date: z.string(),
  warehouse_name: z.string(),
  amount: z.string(),
});
export type SupplierSettlementSource = z.infer<typeof SupplierSettlementSourceSchema>;

export const SupplierSettlementSumsSchema = z.object({
  entry_count: z.number().int(),
  refund_count: z.number().int(),
  entry_amount: z.string(),
  refund_amount: z.string(),
  total_amount: z.string(),
});
export type SupplierSettlementSums = z.infer<typeof SupplierSettlementSumsSchema>;

export const SupplierSettlementCandidatesSchema = z.object({ list: z.array(SupplierSettlementSourceSchema), totals: SupplierSettlementSumsSchema });
export type SupplierSettlementCandidates = z.infer<typeof SupplierSettlementCandidatesSchema>;

// ---------- POST /fms/supplier_settlement_order ----------

export const SupplierSettlementItemInputSchema = z.object({ source_type: sourceTypeSchema, source_id: idSchema });

export const CreateSupplierSettlementSchema = z
  .object({
    ...periodShape,
    remark: optionalText(200),
    /** absent: every unsettled candidate of the period; else these (each must be one) */
    items: z.array(SupplierSettlementItemInputSchema, { error: 'fms.ss_items_invalid' }).max(SUPPLIER_SETTLEMENT_MAX_ITEMS, 'fms.ss_items_too_many').nullish(),
  })
  .refine(ordered, periodOrdered);
export type CreateSupplierSettlementInput = z.infer<typeof CreateSupplierSettlementSchema>;

export const SupplierSettlementRemarkSchema = z.object({ remark: optionalText(200) });
export type SupplierSettlementRemark = z.infer<typeof SupplierSettlementRemarkSchema>;

/** `PUT /fms/supplier_settlement_order/remove`: the source document whose item leaves its (draft) settlement. */
export const RemoveSupplierSettlementItemSchema = z.object({ remove_type: sourceTypeSchema, remove_id: idSchema });
export type RemoveSupplierSettlementItemInput = z.infer<typeof RemoveSupplierSettlementItemSchema>;

// ---------- GET /fms/supplier_settlement_order/{id} ----------

export const SupplierSettlementItemSchema = SupplierSettlementSourceSchema.extend({ id: z.number().int() });
export type SupplierSettlementItem = z.infer<typeof SupplierSettlementItemSchema>;

/** A payment note item paying this settlement (audited or still pending). */
export const SupplierSettlementPaymentSchema = z.object({
  id: z.number().int(),
  note_id: z.number().int(),
  number: z.string(),
  /** the note's status: 0 pending audit, 1 audited */
  status: z.number().int(),
  amount: z.string(),
  pay_date: z.string(),
});
export type SupplierSettlementPayment = z.infer<typeof SupplierSettlementPaymentSchema>;

export const SupplierSettlementDetailSchema = SupplierSettlementSchema.extend({
  supplier_contact: z.string().nullable(),
  supplier_phone: z.string().nullable(),
  tenant_name: z.string(),
  items: z.array(SupplierSettlementItemSchema),
  payments: z.array(SupplierSettlementPaymentSchema),
  logs: z.array(DocumentLogSchema),
});
export type SupplierSettlementDetail = z.infer<typeof SupplierSettlementDetailSchema>;
