import { integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * A SKU's search keys (migration 0017): '' (every SKU), 'n' + a 1–2 character piece of its SPU's name,
 * 'i' + a prefix of the name's pinyin initials, 'c' / 'b' + a prefix of its code / barcode. Kept by
 * triggers on pms_skus and pms_spus; read in SQL only (sku-search.service.ts). state: 2 sellable, 1
 * listed (SPU on or off sale), 0 not listed.
 */
export const skuSearchKeys = pgTable(
  'pms_sku_search_keys',
  {
    tenantId: integer('tenant_id').notNull(),
    key: varchar('key', { length: 16 }).notNull(),
    skuId: integer('sku_id').notNull(),
    categoryId: integer('category_id').notNull(),
    state: smallint('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key, t.skuId] })],
);

/** The first letter of each CJK character's pinyin, for tw_pinyin_initials() (global, not a tenant's). */
export const pinyinInitials = pgTable('pms_pinyin_initials', {
  ch: varchar('ch', { length: 1 }).primaryKey(),
  initial: varchar('initial', { length: 1 }).notNull(),
});
