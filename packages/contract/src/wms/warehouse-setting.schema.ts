import { z } from 'zod';
import { zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, plainNumber } from '../common/validation';

/** /system/setting/warehouse. */
export const WarehouseSettingSchema = z.object({
  /** the default of a new warehouse's "allow negative stock" */
  allow_negative: zeroOrOne,
  /** how far (percent of the ordered quantity) receiving may exceed a purchase order line */
  over_receipt_percent: z.string(),
  /** 1: a warehousing entry posts when audited; 0: when saved */
  receiving_audit: zeroOrOne,
  /** 1: while a stock count is counting or submitted, other postings into or out of its locations are refused (409) */
  lock_counting_locations: zeroOrOne,
  /** the default warehouse of each store that has one */
  store_warehouses: z.array(z.object({ store_id: z.number().int(), store_name: z.string(), warehouse_id: z.number().int(), warehouse_name: z.string() })),
});
export type WarehouseSetting = z.infer<typeof WarehouseSettingSchema>;

const percent = plainNumber(z.number({ error: 'wms.over_receipt_invalid' })
  .refine(Number.isFinite, 'wms.over_receipt_invalid')
  .min(0, 'wms.over_receipt_invalid')
  .max(100, 'wms.over_receipt_invalid')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'wms.over_receipt_invalid'));

export const UpdateWarehouseSettingSchema = z.object({
  allow_negative: flagSchema.default(0),
  over_receipt_percent: percent.default(0),
  receiving_audit: flagSchema.default(1),
  lock_counting_locations: flagSchema.default(0),
  /** replaces every store's default warehouse when given */
  store_warehouses: z.array(z.object({ store_id: idSchema, warehouse_id: idSchema })).max(500, 'validation.invalid').optional(),
});
export type UpdateWarehouseSettingInput = z.infer<typeof UpdateWarehouseSettingSchema>;
