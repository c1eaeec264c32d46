import { integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, timestamps } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** What the check page compares a re-submitted SPU with: its name, images and description as approved. */
export type ApprovedSnapshot = { name: string; images: string[]; description: string };
export type SpuAttributeValue = { name: string; value: string };

/** The product (docs/trading-model.md §2). status: 0 draft, 1 pending check, 2 on sale, 3 rejected, 4 off sale. */
export const spus = pgTable(
  'pms_spus',
  {
    ...rowKey(),
    /** the product's own code (商品编码), unique in the tenant when given (migration 0075) */
    code: varchar('code', { length: 40 }),
    name: varchar('name', { length: 60 }).notNull(),
    sellingPoints: varchar('selling_points', { length: 200 }),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id'),
    typeId: integer('type_id'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: varchar('video', { length: 500 }),
    description: text('description').notNull().default(''),
    attributes: jsonb('attributes').$type<SpuAttributeValue[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }),
    approvedSnapshot: jsonb('approved_snapshot').$type<ApprovedSnapshot>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by'),
    sort: integer('sort').notNull().default(0),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** The specs an SPU varies by, in order. */
export const spuSpecs = pgTable(
  'pms_spu_specs',
  {
    tenantId: integer('tenant_id').notNull(),
    spuId: integer('spu_id').notNull(),
    specId: integer('spec_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spuId, t.specId, t.tenantId] })],
);

/** What is sold and stocked: one per combination of its SPU's spec values. status: 1 on sale, 0 off. */
export const skus = pgTable(
  'pms_skus',
  {
    ...rowKey(),
    spuId: integer('spu_id').notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    barcode: varchar('barcode', { length: 32 }),
    specText: varchar('spec_text', { length: 200 }).notNull().default(''),
    unitId: integer('unit_id').notNull(),
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }).notNull(),
    marketPrice: numeric('market_price', { precision: 12, scale: 2 }),
    costPrice: numeric('cost_price', { precision: 12, scale: 2 }).notNull().default('0'),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    volume: numeric('volume', { precision: 12, scale: 6 }),
    minOrderQty: numeric('min_order_qty', { precision: 12, scale: 3 }).notNull().default('1'),
    image: varchar('image', { length: 500 }),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

export const skuSpecValues = pgTable(
  'pms_sku_spec_values',
  {
    tenantId: integer('tenant_id').notNull(),
    skuId: integer('sku_id').notNull(),
    specValueId: integer('spec_value_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.specValueId, t.tenantId] })],
);

/** A larger unit of a SKU: `ratio` base units each (> 1). */
export const skuUnits = pgTable(
  'pms_sku_units',
  {
    ...rowKey(),
    skuId: integer('sku_id').notNull(),
    unitId: integer('unit_id').notNull(),
    ratio: numeric('ratio', { precision: 12, scale: 3 }).notNull(),
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

export type PriceField = 'sale_price' | 'market_price' | 'cost_price';

export const skuPriceLogs = pgTable(
  'pms_sku_price_logs',
  {
    ...lineKey(),
    skuId: integer('sku_id').notNull(),
    field: varchar('field', { length: 20 }).$type<PriceField>().notNull(),
    oldValue: numeric('old_value', { precision: 12, scale: 2 }),
    newValue: numeric('new_value', { precision: 12, scale: 2 }),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
