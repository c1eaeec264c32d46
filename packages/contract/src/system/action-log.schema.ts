import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, isCalendarDateTime, textSchema } from '../common/validation';

export const ActionLogEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  module: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: dateTimeText,
});
export type ActionLogEntry = z.infer<typeof ActionLogEntrySchema>;

export const ActionLogQuerySchema = PaginationQuerySchema.extend({
  staff_id: idSchema.optional(),
  module: textSchema().trim().optional(),
  action: textSchema().trim().optional(),
  target_id: textSchema().trim().optional(),
  begin_time: textSchema().trim().refine((v) => v === '' || isCalendarDateTime(v), 'validation.date_invalid').optional(),
  end_time: textSchema().trim().refine((v) => v === '' || isCalendarDateTime(v), 'validation.date_invalid').optional(),
});
export type ActionLogQuery = z.infer<typeof ActionLogQuerySchema>;
