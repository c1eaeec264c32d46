import { z } from 'zod';
import { PaginationQuerySchema } from './pagination';
import { dateTimeText } from './response.schema';
import { plainInt, textSchema } from './validation';

/** The import centre's states: 1 checking, 2 checked (the preview waits for a run), 3 importing, 4 finished, 5 failed. */
export const IMPORT_STATUSES = [1, 2, 3, 4, 5] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A kind of record the caller may import (`GET /task/import/kinds`). */
export const ImportKindSchema = z.object({
  key: z.string().describe("the importer's key, 'crm.customer'"),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), header: z.string(), required: z.boolean(), example: z.string() })),
});
export type ImportKind = z.infer<typeof ImportKindSchema>;

/** An import task (`GET /task/imports`, `GET /task/import/{id}`). Counts: expected at 2, done at 4. */
export const ImportTaskSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_title: z.string(),
  name: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  import_status: z.literal([1, 2, 3, 4, 5]).describe('1 checking, 2 checked, 3 importing, 4 finished, 5 failed'),
  progress: z.number().int(),
  total_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  refused_count: z.number().int(),
  problem_count: z.number().int(),
  fail_msg: z.string().nullable(),
  has_refused_file: z.boolean(),
  creator: z.string(),
  created_at: dateTimeText,
  checked_at: dateTimeText.nullable(),
  finished_at: dateTimeText.nullable(),
});
export type ImportTask = z.infer<typeof ImportTaskSchema>;

/** A row's problem: row 0 is the file as a whole; column is the column's header in the reader's language ('' for the row). */
export const ImportProblemSchema = z.object({
  row_no: z.number().int(),
  column: z.string(),
  column_key: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportKindQuerySchema = z.object({ kind: textSchema('import.unknown_kind').trim().min(1, 'import.unknown_kind').max(50, 'import.unknown_kind') });
export const ImportListQuerySchema = PaginationQuerySchema.extend({
  kind: textSchema().trim().max(50).optional(),
  import_status: plainInt(z.number().int().min(1).max(5)).optional(),
});
export type ImportListQuery = z.infer<typeof ImportListQuerySchema>;
/** phase 1: the check's problems (the preview); 2: the rows the run refused */
export const ImportProblemsQuerySchema = PaginationQuerySchema.extend({ phase: plainInt(z.number().int().min(1).max(2)).default(1) });
export type ImportProblemsQuery = z.infer<typeof ImportProblemsQuerySchema>;
/** which file: the one uploaded, or the refused rows with their reason */
export const ImportDownloadQuerySchema = z.object({ file: z.enum(['source', 'refused']).default('refused') });
export const ImportDownloadSchema = z.object({ file_url: z.string() });
