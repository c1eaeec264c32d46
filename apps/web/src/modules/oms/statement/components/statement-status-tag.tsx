import { Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

const COLORS: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'cyan', 4: 'green' };

export function StatementStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={COLORS[status]}>{t(`oms.statement_status.${status}`)}</Tag>;
}
