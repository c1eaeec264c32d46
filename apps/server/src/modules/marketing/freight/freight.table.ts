import { integer, jsonb, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** One area rule of a freight template as stored (migration 0063): codes, units (text numbers) and fees. */
export type StoredFreightRule = { area_codes: string[]; first_unit: string; first_fee: string; additional_unit: string; additional_fee: string };

/** Freight templates (migration 0063): basis 1 pieces, 2 kg, 3 m³; the columns are the default rule; status 1 enabled, 0 disabled. */
export const freightTemplates = pgTable(
  'marketing_freight_templates',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    basis: smallint('basis').notNull(),
    firstUnit: numeric('first_unit', { precision: 10, scale: 3 }).notNull(),
    firstFee: numeric('first_fee', { precision: 14, scale: 2 }).notNull(),
    additionalUnit: numeric('additional_unit', { precision: 10, scale: 3 }).notNull(),
    additionalFee: numeric('additional_fee', { precision: 14, scale: 2 }).notNull(),
    rules: jsonb('rules').$type<StoredFreightRule[]>().notNull().default([]),
    freeOverAmount: numeric('free_over_amount', { precision: 14, scale: 2 }),
    freeOverQty: integer('free_over_qty'),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
