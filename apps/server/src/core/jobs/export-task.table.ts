import { bigint, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const exportTasks = pgTable(
  'export_tasks',
  {
    ...rowKey(),
    staffId: integer('staff_id').notNull(),
    creator: varchar('creator', { length: 50 }).notNull(),
    storeId: integer('store_id'),
    exporter: varchar('exporter', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull().default('xlsx'),
    source: varchar('source', { length: 50 }).notNull(),
    params: jsonb('params').notNull().default({}),
    /** 1 in progress, 2 finished, 3 failed */
    exportStatus: smallint('export_status').notNull().default(1),
    progress: smallint('progress').notNull().default(0),
    failMsg: varchar('fail_msg', { length: 500 }),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileKey: varchar('file_key', { length: 300 }),
    downloadNum: integer('download_num').notNull().default(0),
    lastDownloadTime: timestamp('last_download_time', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);
