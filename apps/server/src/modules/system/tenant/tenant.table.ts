import { date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  isExperience: smallint('is_experience').notNull().default(0),
  contractBegin: date('contract_begin'),
  contractEnd: date('contract_end'),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
  status: smallint('status').notNull().default(1),
  /** set by the first-run wizard; until then the shell sends the owner to /user/initialization */
  initializedAt: timestamp('initialized_at', { withTimezone: true }),
  contactName: varchar('contact_name', { length: 50 }),
  contactPhone: varchar('contact_phone', { length: 20 }),
  industry: varchar('industry', { length: 50 }),
  logo: varchar('logo', { length: 500 }),
  titleSuffix: varchar('title_suffix', { length: 30 }).notNull().default('Tradewind'),
  defaultLanguage: varchar('default_language', { length: 10 }).notNull().default('zh-CN'),
  passwordMinLength: smallint('password_min_length').notNull().default(6),
  /** 1: letters and digits required */
  passwordComplexity: smallint('password_complexity').notNull().default(0),
  /** null: the token lifetime of 7,000,000 s */
  sessionLifetimeDays: smallint('session_lifetime_days'),
  ...timestamps(),
});
