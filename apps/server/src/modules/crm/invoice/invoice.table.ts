import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';
import { documentHead } from '@/core/documents/document-columns';

/** An invoice (发票, IV…; migration 0056): 1 draft → 2 applied → 3 audited / 0 rejected → 4 opened; kind 1 blue, 2 red. */
export const invoices = pgTable(
  'crm_invoices',
  {
    ...documentHead(1),
    kind: smallint('kind').notNull().default(1),
    originalId: integer('original_id'),
    customerId: integer('customer_id').notNull(),
    type: smallint('type').notNull(),
    titleType: smallint('title_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 18 }),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 50 }),
    address: varchar('address', { length: 200 }),
    phone: varchar('phone', { length: 30 }),
    /** negative on a red invoice */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    expressRemark: varchar('express_remark', { length: 200 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    openedBy: integer('opened_by'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);

/** An invoice's order and amount (negative on a red invoice). */
export const invoiceItems = pgTable(
  'crm_invoice_items',
  {
    ...lineKey(),
    invoiceId: integer('invoice_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/** The invoiceable ledger: per order, what audited invoices took and audited red invoices gave back; its row is the order's invoicing lock. */
export const invoiceLedger = pgTable(
  'crm_invoice_ledger',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    invoicedAmount: numeric('invoiced_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    reversedAmount: numeric('reversed_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

/** A title a customer's invoices used ('' tax number for none). */
export const invoiceTitles = pgTable(
  'crm_invoice_titles',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    titleType: smallint('title_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 18 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 50 }),
    address: varchar('address', { length: 200 }),
    phone: varchar('phone', { length: 30 }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
