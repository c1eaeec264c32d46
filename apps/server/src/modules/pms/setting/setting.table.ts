import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** /system/setting/goods: one row per tenant, absent until first saved (defaults then). */
export const goodsSettings = pgTable('pms_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  spuCheck: smallint('spu_check').notNull().default(0),
  skuCodeMode: smallint('sku_code_mode').notNull().default(1),
  skuCodePrefix: varchar('sku_code_prefix', { length: 10 }).notNull().default('SKU'),
  skuCodeNext: integer('sku_code_next').notNull().default(1),
  defaultUnitId: integer('default_unit_id'),
  allowFreeBarcode: smallint('allow_free_barcode').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
