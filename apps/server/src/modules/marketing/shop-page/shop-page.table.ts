import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ShopPageContent } from '@tradewind/contract/marketing/shop-page.schema';
import { rowKey, tenantKey } from '@/core/db/keys';

/**
 * The ordering app's home page, one per tenant (migrations 0068, 0069): the draft and the published copy. The
 * app finds it by the company's public key (`core/auth/tenant-public-key.ts`), not by a column.
 */
export const shopPages = pgTable(
  'marketing_shop_pages',
  {
    ...rowKey(),
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
