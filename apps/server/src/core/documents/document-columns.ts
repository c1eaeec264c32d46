import { integer, numeric, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { lineKey, rowKey } from '@/core/db/keys';

/**
 * Column groups the document tables share, spread into their Drizzle tables (`...documentHead()`), so a
 * document's table says only what is its own. Heads begin with `rowKey()`, lines with `lineKey()`
 * (core/db/keys.ts); each table names its primary key, `tenantKey(t)`. The migrations spell the columns
 * out; `core/db/schema.test.ts` holds each table to them.
 */

/**
 * A document's head: its number (taken when saved, core/documents/document-number.ts), store and state
 * (starting at `firstStatus`), its remark, who made it and who audited it, when.
 */
export const documentHead = (firstStatus = 0) => ({
  ...rowKey(),
  number: varchar('number', { length: 30 }),
  storeId: integer('store_id').notNull(),
  status: smallint('status').notNull().default(firstStatus),
  remark: varchar('remark', { length: 200 }),
  createdBy: integer('created_by'),
  auditedBy: integer('audited_by'),
  auditedAt: timestamp('audited_at', { withTimezone: true }),
  ...timestamps(),
});

/** A stock document's head: the document's, its warehouse and its totals (base quantity, money). */
export const stockDocumentHead = () => ({
  ...documentHead(),
  warehouseId: integer('warehouse_id').notNull(),
  totalQty: numeric('total_qty', { precision: 14, scale: 3 }).notNull().default('0'),
  totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
});

/**
 * A stock document's line in a unit of its SKU: the unit (name kept as saved) and its ratio to the base
 * unit, the quantity in it and in base units, the location, price and amount, remark and place.
 */
export const stockDocumentLine = () => ({
  ...lineKey(),
  skuId: integer('sku_id').notNull(),
  unitId: integer('unit_id').notNull(),
  unitName: varchar('unit_name', { length: 20 }).notNull(),
  ratio: numeric('ratio', { precision: 12, scale: 3 }).notNull(),
  qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
  baseQty: numeric('base_qty', { precision: 14, scale: 3 }).notNull(),
  locationId: integer('location_id'),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  remark: varchar('remark', { length: 200 }),
  sort: integer('sort').notNull().default(0),
});

/**
 * A trading line (order, refund, purchase order) in a unit of its SKU: the unit (name kept as saved) and
 * its ratio, the quantity in it and in base units, price and amount, and its place; the document adds
 * what is its own (price source, received quantities …).
 */
export const tradeLine = () => ({
  ...lineKey(),
  skuId: integer('sku_id').notNull(),
  unitId: integer('unit_id').notNull(),
  unitName: varchar('unit_name', { length: 20 }).notNull(),
  ratio: numeric('ratio', { precision: 14, scale: 3 }).notNull().default('1'),
  qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
  baseQty: numeric('base_qty', { precision: 16, scale: 3 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
});

/**
 * What a service prepares for a line's shared columns (`stockDocumentLine()`, `tradeLine()`) before saving
 * it, decimals as text; each document adds what is its own.
 */
export type DocumentLineValues = { skuId: number; unitId: number; unitName: string; ratio: string; qty: string; baseQty: string; price: string; amount: string };
