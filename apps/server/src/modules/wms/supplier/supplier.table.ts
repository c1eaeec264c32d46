import { integer, numeric, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { place, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A supplier (docs/trading-model.md §3 Procurement). settlement_type: 1 cash, 2 account period; status: 1 enabled, 0 disabled. */
export const suppliers = pgTable(
  'wms_suppliers',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    ...place(),
    settlementType: smallint('settlement_type').notNull().default(1),
    settlementDays: integer('settlement_days'),
    bankName: varchar('bank_name', { length: 50 }),
    bankAccount: varchar('bank_account', { length: 40 }),
    bankHolder: varchar('bank_holder', { length: 50 }),
    taxNo: varchar('tax_no', { length: 20 }),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

export const supplierStores = pgTable(
  'wms_supplier_stores',
  {
    tenantId: integer('tenant_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.storeId, t.tenantId] })],
);

export const supplierSkus = pgTable(
  'wms_supplier_skus',
  {
    ...rowKey(),
    supplierId: integer('supplier_id').notNull(),
    skuId: integer('sku_id').notNull(),
    unitId: integer('unit_id').notNull(),
    supplierCode: varchar('supplier_code', { length: 40 }),
    purchasePrice: numeric('purchase_price', { precision: 12, scale: 2 }).notNull().default('0'),
    minQty: numeric('min_qty', { precision: 14, scale: 3 }),
    lastPrice: numeric('last_price', { precision: 12, scale: 2 }),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
