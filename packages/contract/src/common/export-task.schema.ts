import { z } from 'zod';
import { dateTimeText } from './response.schema';

/** A task of the export centre (`GET /task/exports`): 1 in progress, 2 finished, 3 failed. */
export const ExportTaskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_type: z.string(),
  export_status: z.literal([1, 2, 3]).describe('1 in progress, 2 finished, 3 failed'),
  progress: z.number(),
  fail_msg: z.string().nullable(),
  file_size: z.number().int().nullable().describe('bytes'),
  source: z.string(),
  creator: z.string(),
  created_at: dateTimeText,
  download_num: z.number().int(),
  last_download_time: dateTimeText.nullable(),
  file_url: z.string().nullable(),
});

/** `GET /task/exports/status`: the caller's tasks counted by status. */
export const ExportStatusCountsSchema = z.object({
  all: z.number().int(),
  in_progress: z.number().int(),
  finished: z.number().int(),
  failed: z.number().int(),
  list: z.array(z.object({ export_status: z.number().int(), num: z.number().int() })),
});

/** `PUT /task/export/{id}/download`: a short-lived link to the file. */
export const ExportDownloadSchema = z.object({ file_url: z.string() });
