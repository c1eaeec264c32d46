import { bigint, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** An import of one file (migration 0073): 1 checking, 2 checked (preview), 3 importing, 4 finished, 5 failed. */
export const importTasks = pgTable(
  'import_tasks',
  {
    ...rowKey(),
    staffId: integer('staff_id').notNull(),
    creator: varchar('creator', { length: 50 }).notNull(),
    storeId: integer('store_id'),
    importer: varchar('importer', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    importStatus: smallint('import_status').notNull().default(1),
    progress: smallint('progress').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    failMsg: varchar('fail_msg', { length: 500 }),
    refusedKey: varchar('refused_key', { length: 300 }),
    refusedSize: bigint('refused_size', { mode: 'number' }),
    attempts: smallint('attempts').notNull().default(0),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);

/** A row's problem: phase 1 found by the check (preview), 2 by the run; row_no 0 is the file as a whole. */
export const importTaskProblems = pgTable(
  'import_task_problems',
  {
    ...lineKey(),
    taskId: integer('task_id').notNull(),
    phase: smallint('phase').notNull(),
    rowNo: integer('row_no').notNull(),
    columnKey: varchar('column_key', { length: 50 }).notNull().default(''),
    message: varchar('message', { length: 500 }).notNull(),
  },
  (t) => [tenantKey(t)],
);
