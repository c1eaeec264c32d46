import { foreignKey, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const categories = pgTable(
  'pms_categories',
  {
    ...rowKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 30 }).notNull(),
    image: varchar('image', { length: 500 }),
    sort: integer('sort').notNull().default(0),
    isShow: smallint('is_show').notNull().default(1),
    ...timestamps(),
  },
  // the parent is a category of the same tenant: the key carries tenant_id on both sides (migration 0049)
  (t) => [tenantKey(t), foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] })],
);
