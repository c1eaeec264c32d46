import { integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);
