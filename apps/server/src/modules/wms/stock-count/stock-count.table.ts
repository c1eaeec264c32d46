import { bigint, integer, numeric, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';

/**
 * Typed views of migration 0034 (the service writes them in SQL). status: 0 draft, 1 counting,
 * 2 submitted, 3 audited, 4 cancelled; scope_type: 1 warehouse, 2 zones, 3 locations.
 */
export const stockCounts = pgTable(
  'wms_stock_counts',
  {
    ...documentHead(),
    warehouseId: integer('warehouse_id').notNull(),
    scopeType: smallint('scope_type').notNull().default(1),
    zones: varchar('zones', { length: 20 }).array().notNull().default([]),
    locationIds: integer('location_ids').array().notNull().default([]),
    categoryIds: integer('category_ids').array().notNull().default([]),
    scopeCategoryIds: integer('scope_category_ids').array().notNull().default([]),
    blind: smallint('blind').notNull().default(0),
    startMoveId: bigint('start_move_id', { mode: 'number' }),
    recountRound: integer('recount_round').notNull().default(0),
    gainQty: numeric('gain_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    lossQty: numeric('loss_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    gainAmount: numeric('gain_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    lossAmount: numeric('loss_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    startedBy: integer('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);

export const stockCountItems = pgTable(
  'wms_stock_count_items',
  {
    ...lineKey(),
    countId: integer('count_id').notNull(),
    skuId: integer('sku_id').notNull(),
    locationId: integer('location_id').notNull(),
    bookQty: numeric('book_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    added: smallint('added').notNull().default(0),
    countedQty: numeric('counted_qty', { precision: 14, scale: 3 }),
    countedBy: integer('counted_by'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    recount: smallint('recount').notNull().default(0),
    movedQty: numeric('moved_qty', { precision: 14, scale: 3 }),
    diffQty: numeric('diff_qty', { precision: 14, scale: 3 }),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }),
    diffAmount: numeric('diff_amount', { precision: 14, scale: 2 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

export const stockCountRecords = pgTable(
  'wms_stock_count_records',
  {
    ...lineKey(),
    countId: integer('count_id').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
    round: integer('round').notNull().default(0),
    staffId: integer('staff_id'),
    staffName: varchar('staff_name', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

/** The locations of counts counting or submitted (the location lock reads this). */
export const stockCountLocks = pgTable(
  'wms_stock_count_locks',
  {
    tenantId: integer('tenant_id').notNull(),
    countId: integer('count_id').notNull(),
    locationId: integer('location_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countId, t.locationId, t.tenantId] })],
);
