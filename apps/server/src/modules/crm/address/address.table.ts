import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { deliveryPlace, softDelete, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Delivery addresses of a customer. */
export const customerAddresses = pgTable(
  'crm_customer_addresses',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    /** location_source since migration 0041 */
    ...deliveryPlace(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
