import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { dateTimeText } from '../common/response.schema';

/**
 * Supplier and worker settlement orders (docs/trading-model.md §6; migration 0040): 1 draft → 2 audit1 passed
 * (purchasing, or the earners' lead) → 3 audit2 passed (finance: another person than audit1) → 4 paid
 * (payment notes covered the total). Items are removed and the order deleted only as a draft. The
 * request and response schemas of each kind sit beside these, in supplier-settlement.schema.ts and
 * worker-settlement.schema.ts.
 */
export const SettlementStatus = { draft: 1, audit1Passed: 2, audit2Passed: 3, paid: 4 } as const;
export const SETTLEMENT_STATUSES = [1, 2, 3, 4] as const;
export type SettlementStatusValue = (typeof SETTLEMENT_STATUSES)[number];

/**
 * The actions and the states each starts from, the same for both kinds (their permissions are each kind's:
 * the web's settlement kind names them); `pay` is a payment note's audit, which leaves a part-paid one at 3.
 */
export const SETTLEMENT_STATES = defineStates({
  states: SETTLEMENT_STATUSES,
  actions: {
    audit1: { from: [1], to: 2 },
    audit2: { from: [2], to: 3 },
    remove: { from: [1], to: 1 },
    delete: { from: [1], to: null },
    pay: { from: [3], to: [3, 4] },
  },
});
export type SettlementAction = ActionOf<typeof SETTLEMENT_STATES>;

/** What a payment note item pays (fms_payment_note_items.target_type). */
export const SETTLEMENT_DOC_TYPES = ['supplier_settlement', 'worker_settlement'] as const;
export type SettlementDocType = (typeof SETTLEMENT_DOC_TYPES)[number];
/** The supplier settlement's source types (wms registers them). */
export const SUPPLIER_SETTLEMENT_SOURCE_TYPES = ['warehousing_entry', 'purchase_refund'] as const;
export type SupplierSettlementSourceType = (typeof SUPPLIER_SETTLEMENT_SOURCE_TYPES)[number];
/** Whose earnings a worker settlement pays: a staff picker or a logistics worker. */
export const WORKER_SETTLEMENT_TARGET_TYPES = ['staff', 'worker'] as const;
export type WorkerSettlementTargetType = (typeof WORKER_SETTLEMENT_TARGET_TYPES)[number];

/** What both kinds of settlement answer with after their own fields: the money and who did what, when. */
export const SettlementProgressSchema = z.object({
  total_amount: z.string(),
  /** what audited payment notes paid on it */
  paid_amount: z.string(),
  /** total − paid, never below 0 */
  open_amount: z.string(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  audit1_by: z.number().int().nullable(),
  audit1_by_name: z.string().nullable(),
  audit1_at: dateTimeText.nullable(),
  audit1_remark: z.string().nullable(),
  audit2_by_name: z.string().nullable(),
  audit2_at: dateTimeText.nullable(),
  audit2_remark: z.string().nullable(),
  paid_at: dateTimeText.nullable(),
});
