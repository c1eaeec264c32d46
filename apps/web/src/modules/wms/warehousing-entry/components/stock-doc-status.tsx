import { Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

export const DOC_STATUS_TEXT = { 0: 'wms_doc.status_draft', 1: 'wms_doc.status_audited', 2: 'wms_doc.status_cancelled' } as const;
const COLOR = { 0: 'processing', 1: 'success', 2: 'default' } as const;

/** 草稿 / 已审核 / 已作废 */
export function StockDocStatusTag({ status }: { status: 0 | 1 | 2 }) {
  const { t } = useI18n();
  return <Tag color={COLOR[status]}>{t(DOC_STATUS_TEXT[status])}</Tag>;
}
