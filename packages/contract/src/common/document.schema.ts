import { z } from 'zod';
import { dateTimeText } from './response.schema';

/** One entry of a document's history: the action, the states it moved between, who did it and when. */
export const DocumentLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  remark: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
});

/** Who made a document audited in one step, who audited it, and when. */
export const auditTrailFields = {
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  updated_at: dateTimeText,
};
