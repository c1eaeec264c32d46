import { Tag } from 'antd';
import type { SettlementStatusValue } from '@tradewind/contract/fms/settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import type { SettlementKind } from './settlement-kind';

const COLOR = { 1: 'default', 2: 'processing', 3: 'warning', 4: 'success' } as const;

/** A settlement's state, in its kind's words: 待审核 / 采购已审 / 财务已审 / 已付款, or 草稿 / 主管已审 / 财务已审 / 已付款. */
export function SettlementStatusTag({ kind, status }: { kind: SettlementKind; status: SettlementStatusValue }) {
  const { t } = useI18n();
  return <Tag color={COLOR[status]}>{t(`${kind.statusNames}.${status}`)}</Tag>;
}
