import { integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { lineKey, tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';

/**
 * Typed views of migration 0033 (the service writes them in SQL). status: 0 draft, 1 audited, 2 cancelled;
 * a line's side: 1 input, 2 output.
 */
export const stockProcesses = pgTable(
  'wms_stock_processes',
  {
    ...documentHead(),
    warehouseId: integer('warehouse_id').notNull(),
    processId: integer('process_id'),
    processName: varchar('process_name', { length: 60 }),
    quantity: numeric('quantity', { precision: 14, scale: 3 }),
    lossRate: numeric('loss_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    lossUnit: varchar('loss_unit', { length: 20 }),
    inputQty: numeric('input_qty', { precision: 14, scale: 3 }),
    outputQty: numeric('output_qty', { precision: 14, scale: 3 }),
    lossQty: numeric('loss_qty', { precision: 14, scale: 3 }),
    inputAmount: numeric('input_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    outputAmount: numeric('output_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [tenantKey(t)],
);

export const stockProcessItems = pgTable(
  'wms_stock_process_items',
  {
    ...lineKey(),
    processDocId: integer('process_doc_id').notNull(),
    side: smallint('side').notNull(),
    skuId: integer('sku_id').notNull(),
    unitName: varchar('unit_name', { length: 20 }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
    locationId: integer('location_id'),
    costRatio: numeric('cost_ratio', { precision: 16, scale: 4 }).notNull().default('0'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull().default('0'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
