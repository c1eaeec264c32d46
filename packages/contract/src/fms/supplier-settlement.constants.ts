/**
 * Supplier settlements' plain values, without zod: the web router declares the print page with the print
 * permission, and importing `supplier-settlement.schema.ts` for it would put zod in every page's first download.
 */

/** Print permission (spec 001): the print page reads the detail with it alone. */
export const SUPPLIER_SETTLEMENT_PRINT_PERMISSION = 'fms/supplier_settlement_order/Print';
