import { Tag } from 'antd';
import type { Instalment, PaymentPlan } from '@tradewind/contract/crm/payment-plan.schema';

const PLAN_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 0: 'default' };

export const PlanStatusTag = ({ plan }: { plan: Pick<PaymentPlan, 'status' | 'status_text'> }) => <Tag color={PLAN_COLORS[plan.status]}>{plan.status_text}</Tag>;

/** 待回款 / 已回款 / 已逾期 (an open instalment whose date passed). */
export const InstalmentStatusTag = ({ item }: { item: Pick<Instalment, 'status' | 'overdue' | 'status_text'> }) => (
  <Tag color={item.status === 1 ? 'success' : item.overdue ? 'error' : 'warning'}>{item.status_text}</Tag>
);
