import { Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

const COLORS = ['default', 'processing', 'success', 'warning', 'green', 'default', 'error'] as const;

/** A purchase order's state as a tag (docs/trading-model.md §3: 0 draft … 6 cancelled). */
export function PurchaseOrderStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={COLORS[status] ?? 'default'} data-testid="po-status">{t(`wms.po_status.${status}`)}</Tag>;
}
