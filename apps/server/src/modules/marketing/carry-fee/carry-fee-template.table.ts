import { integer, jsonb, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A bulky category of a carry-fee template as stored: its fee per piece as text. */
export type StoredBulky = { category_id: number; fee: string };

/** Carry-fee templates (migration 0063): rate per floor per piece, free floors, no-lift rate, bulky goods, minimum; status 1 enabled, 0 disabled. */
export const carryFeeTemplates = pgTable(
  'marketing_carry_fee_templates',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    rate: numeric('rate', { precision: 10, scale: 2 }).notNull(),
    freeFloors: integer('free_floors').notNull().default(0),
    noLiftRate: numeric('no_lift_rate', { precision: 10, scale: 2 }).notNull().default('0'),
    bulky: jsonb('bulky').$type<StoredBulky[]>().notNull().default([]),
    minimum: numeric('minimum', { precision: 14, scale: 2 }).notNull().default('0'),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
