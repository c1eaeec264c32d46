import { boolean, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * The name postings of the global search (migrations 0009, 0010), written only by the customer table's
 * trigger: every distinct 1- and 2-character substring of a lower-cased name and its first 3 and 4
 * characters, with copies of the customer's scope columns so a rep's search filters in the index.
 */
export const customerNameGrams = pgTable(
  'crm_customer_name_grams',
  {
    tenantId: integer('tenant_id').notNull(),
    gram: varchar('gram', { length: 4 }).notNull(),
    customerId: integer('customer_id').notNull(),
    atStart: boolean('at_start').notNull(),
    storeId: integer('store_id').notNull(),
    salesType: smallint('sales_type').notNull(),
    salesId: integer('sales_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.gram, t.customerId] })],
);

/**
 * The short-prefix postings of the global search (migration 0011), written only by the customer table's
 * trigger: 'a' + the first 1–4 letters of the pinyin initials or full pinyin, 'p' + the first 1–6 digits
 * of the phone, with copies of the customer's scope columns.
 */
export const customerSearchKeys = pgTable(
  'crm_customer_search_keys',
  {
    tenantId: integer('tenant_id').notNull(),
    key: varchar('key', { length: 8 }).notNull(),
    customerId: integer('customer_id').notNull(),
    storeId: integer('store_id').notNull(),
    salesType: smallint('sales_type').notNull(),
    salesId: integer('sales_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key, t.customerId] })],
);

/** The longest prefixes kept as keys: longer ones read the prefix btrees. */
export const SEARCH_KEY_LETTERS = 4;
export const SEARCH_KEY_DIGITS = 6;
