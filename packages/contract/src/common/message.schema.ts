import { z } from 'zod';
import { PaginationQuerySchema } from './pagination';
import { dateTimeText, zeroOrOne } from './response.schema';
import { INT4_MAX, textSchema } from './validation';
import { plainInt } from './validation';

/** The message centre's tabs. `name` is the Chinese title; `name_en` the English one. */
export const MESSAGE_TYPES = [
  { id: 'system', name: '系统消息', name_en: 'System' },
  { id: 'customer', name: '客户消息', name_en: 'Customers' },
  { id: 'order', name: '订单消息', name_en: 'Orders' },
  { id: 'warehouse', name: '仓储消息', name_en: 'Warehouse' },
  { id: 'logistics', name: '物流消息', name_en: 'Logistics' },
  { id: 'finance', name: '财务消息', name_en: 'Finance' },
] as const;
export type MessageTypeId = (typeof MESSAGE_TYPES)[number]['id'];

export const MessageTypeSchema = z.object({ id: z.string(), name: z.string(), num: z.number().int().describe('unread messages of this type') });
export type MessageType = z.infer<typeof MessageTypeSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  is_read: zeroOrOne,
  from_user_name: z.string().nullable(),
  created_at: dateTimeText,
  params: z.object({ target_type: z.string().nullable(), target_id: z.number().int() }),
});
export type Message = z.infer<typeof MessageSchema>;

/** GET /message/un_read_num */
export const UnreadCountSchema = z.object({ un_read_num: z.number().int() });
/** POST /message/set_read, /message/set_all_read: how many messages became read. */
export const UpdatedCountSchema = z.object({ updated: z.number().int() });
/** DELETE /message/all_read: how many read messages were deleted. */
export const DeletedCountSchema = z.object({ deleted: z.number().int() });

export const MessageListQuerySchema = PaginationQuerySchema.extend({
  only_show_unread: plainInt(z.number().int().min(0).max(1)).default(0),
  type: textSchema().trim().max(30).optional(),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

/** `message_ids` comma-joined (spec 000 §7), or a list. */
export const SetReadSchema = z.object({
  message_ids: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'validation.message_ids' })
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((x) => String(x).trim()).filter(Boolean))
    // plain digits only: '0x10' or '1e1' is not message 16 or 10
    .transform((v) => v.map((x) => (/^\d+$/.test(x) ? Number(x) : Number.NaN)))
    .pipe(z.array(z.number().int('validation.message_ids').positive('validation.message_ids').max(INT4_MAX, 'validation.message_ids')).min(1, 'validation.message_ids').max(200, 'validation.message_ids')),
});

export const SetAllReadSchema = z.object({ type: textSchema().trim().max(30).optional() });
