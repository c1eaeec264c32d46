import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ShopPageContent } from '@tradewind/contract/marketing/shop-page.schema';
import { rowKey, tenantKey } from '@/core/db/keys';

/** The ordering app's home page, one per tenant (migration 0068): the draft and the published copy; code the public link's. */
export const shopPages = pgTable(
  'marketing_shop_pages',
  {
    ...rowKey(),
    code: varchar('code', { length: 32 }).notNull(),
    draft: jsonb('draft').$type<ShopPageContent>().notNull(),
    draftUpdatedBy: integer('draft_updated_by'),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    published: jsonb('published').$type<ShopPageContent>(),
    publishedBy: integer('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
