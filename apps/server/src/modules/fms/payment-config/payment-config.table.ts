import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A payment method or account of the tenant (/fms/payment_config/list; migration 0039). */
export const paymentConfigs = pgTable(
  'fms_payment_configs',
  {
    ...rowKey(),
    kind: smallint('kind').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    accountName: varchar('account_name', { length: 50 }),
    bankName: varchar('bank_name', { length: 50 }),
    accountNo: varchar('account_no', { length: 40 }),
    qrImage: varchar('qr_image', { length: 500 }),
    status: smallint('status').notNull().default(1),
    isDefault: smallint('is_default').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
