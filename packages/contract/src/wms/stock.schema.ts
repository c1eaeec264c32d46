import { z } from 'zod';

/**
 * The documents that post stock moves (docs/trading-model.md §3), as the ledger's `doc_type`. Each document module
 * posts through the wms posting function with its own type.
 */
export const StockDocType = {
  warehousingEntry: 'warehousing_entry',
  outboundDeliveryOrder: 'outbound_delivery_order',
  transferOrder: 'transfer_order',
  stockProcess: 'stock_process',
  stockCount: 'stock_count',
  purchaseRefundOrder: 'purchase_refund_order',
} as const;
export type StockDocTypeValue = (typeof StockDocType)[keyof typeof StockDocType];
export const STOCK_DOC_TYPES = Object.values(StockDocType) as [StockDocTypeValue, ...StockDocTypeValue[]];

/** Sources that reserve stock (an audited order's lines). */
export const ReservationSource = { order: 'order', transferOrder: 'transfer_order' } as const;
export type ReservationSourceValue = (typeof ReservationSource)[keyof typeof ReservationSource];

/** Quantities in the ledger: numeric(14,3), base unit. */
export const QTY_DECIMALS = 3;
export const QTY_MAX = 99_999_999_999.999;

/** One difference the ledger check found: what the derived table holds against what the ledger (or the reservations) sum to. */
export const StockCheckRowSchema = z.object({
  kind: z.enum(['location_on_hand', 'warehouse_on_hand', 'reserved']),
  tenant_id: z.number().int(),
  sku_id: z.number().int(),
  warehouse_id: z.number().int(),
  location_id: z.number().int().nullable(),
  /** what wms_stock / wms_stock_totals holds */
  stored: z.string(),
  /** what the moves (or open reservations) sum to */
  expected: z.string(),
});
export type StockCheckRow = z.infer<typeof StockCheckRowSchema>;
export const StockCheckSchema = z.object({ checked_at: z.string(), differences: z.array(StockCheckRowSchema) });
export type StockCheck = z.infer<typeof StockCheckSchema>;
