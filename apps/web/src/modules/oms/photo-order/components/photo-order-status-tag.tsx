import { Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

const COLORS: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red' };

export function PhotoOrderStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={COLORS[status]}>{t(`oms.photo_status.${status}`)}</Tag>;
}
