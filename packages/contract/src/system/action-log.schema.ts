import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';

export type ActionLogEntry = {
  id: number;
  staff_id: number | null;
  staff_name: string | null;
  store_id: number | null;
  store_name: string | null;
  module: string;
  action: string;
  method: string;
  path: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: string;
};

export const ActionLogQuerySchema = PaginationQuerySchema.extend({
  staff_id: z.coerce.number().int().positive().optional(),
  module: z.string().trim().optional(),
  action: z.string().trim().optional(),
  target_id: z.string().trim().optional(),
  begin_time: z.string().trim().optional(),
  end_time: z.string().trim().optional(),
});
export type ActionLogQuery = z.infer<typeof ActionLogQuerySchema>;
