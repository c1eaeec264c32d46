import { Tag } from 'antd';
import { SPU_STATUS_LABELS, type SpuStatus } from '@tradewind/contract/pms/spu.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const COLOURS: Record<SpuStatus, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'warning' };

/** 草稿 · 待审核 · 已上架 · 已驳回 · 已下架 */
export function SpuStatusTag({ status }: { status: SpuStatus }) {
  const { t } = useI18n();
  return <Tag color={COLOURS[status]}>{t(SPU_STATUS_LABELS[status])}</Tag>;
}
