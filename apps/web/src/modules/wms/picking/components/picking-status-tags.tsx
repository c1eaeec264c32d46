import { Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

const LIST_COLOR = { 0: 'default', 1: 'warning', 2: 'processing', 3: 'success' } as const;

export function PickingListStatusTag({ status }: { status: 0 | 1 | 2 | 3 }) {
  const { t } = useI18n();
  return <Tag color={LIST_COLOR[status]}>{t(`wms_pick.status_${status}`)}</Tag>;
}

const TASK_COLOR = { 0: 'default', 1: 'warning', 2: 'processing', 3: 'success' } as const;

export function PickingTaskStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={TASK_COLOR[status as 0 | 1 | 2 | 3]}>{t(`wms_task.status_${status}`)}</Tag>;
}
