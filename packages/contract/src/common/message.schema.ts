import { z } from 'zod';
import { PaginationQuerySchema } from './pagination';

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

export type MessageType = { id: string; name: string; num: number };

export type Message = {
  id: number;
  type: string;
  title: string;
  content: string;
  is_read: 0 | 1;
  from_user_name: string | null;
  created_at: string;
  params: { target_type: string | null; target_id: number };
};

export const MessageListQuerySchema = PaginationQuerySchema.extend({
  only_show_unread: z.coerce.number().int().min(0).max(1).default(0),
  type: z.string().trim().max(30).optional(),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

/** `message_ids` comma-joined (spec 000 §7), or a list. */
export const SetReadSchema = z.object({
  message_ids: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'validation.message_ids' })
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((x) => String(x).trim()).filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().positive('validation.message_ids')).min(1, 'validation.message_ids').max(200, 'validation.message_ids')),
});

export const SetAllReadSchema = z.object({ type: z.string().trim().max(30).optional() });
