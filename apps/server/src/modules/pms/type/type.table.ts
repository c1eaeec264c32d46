import { integer, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const goodsTypes = pgTable(
  'pms_types',
  {
    ...rowKey(),
    name: varchar('name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

export const typeSpecs = pgTable(
  'pms_type_specs',
  {
    tenantId: integer('tenant_id').notNull(),
    typeId: integer('type_id').notNull(),
    specId: integer('spec_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.specId, t.tenantId] })],
);

export const typeAttributes = pgTable(
  'pms_type_attributes',
  {
    ...rowKey(),
    typeId: integer('type_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    inputType: smallint('input_type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
