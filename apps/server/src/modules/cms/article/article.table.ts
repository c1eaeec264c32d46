import { integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/**
 * Articles (migration 0067): status 0 draft, 1 scheduled (publish_at set), 2 published (published_at set);
 * body the cleaned HTML; sku_ids the linked goods in their order.
 */
export const articles = pgTable(
  'cms_articles',
  {
    ...rowKey(),
    category: smallint('category').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 500 }),
    summary: varchar('summary', { length: 300 }),
    body: text('body').notNull().default(''),
    skuIds: integer('sku_ids').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
