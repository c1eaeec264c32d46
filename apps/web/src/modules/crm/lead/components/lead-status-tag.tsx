import { Tag } from 'antd';
import type { Lead } from '@tradewind/contract/crm/lead.schema';

const COLORS = { 1: 'blue', 2: 'gold', 3: 'green' } as const;

/** 待跟进 / 跟进中 / 已转化, as the server words it in the caller's language. */
export function LeadStatusTag({ lead }: { lead: Pick<Lead, 'status' | 'status_text'> }) {
  return <Tag color={COLORS[lead.status]}>{lead.status_text}</Tag>;
}
