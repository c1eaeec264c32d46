import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTabs } from '@/core/list/list-tabs';
import type { ListController } from '@/core/list/use-list';

type Props = {
  list: Pick<ListController, 'query' | 'setFilters'>;
  /** the tabs after 全部: a status and its text */
  statuses: Array<{ status: number; label: string }>;
  /** beside the tabs: export, 新增 */
  actions?: ReactNode;
};

/** A document list's tabs by status (the list's `status` filter), 全部 first. */
export function StatusTabs({ list, statuses, actions }: Props) {
  const { t } = useI18n();
  const status = list.query.status as number | undefined;
  return (
    <ListTabs
      activeKey={status === undefined ? 'all' : String(status)}
      onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : Number(key) })}
      items={[{ key: 'all', label: t('wms_doc.tab_all') }, ...statuses.map((s) => ({ key: String(s.status), label: s.label }))]}
      actions={actions}
    />
  );
}

/** A stock document's statuses: draft, audited, cancelled. */
export const docStatuses = (t: (key: string) => string) => [
  { status: 0, label: t('wms_doc.status_draft') },
  { status: 1, label: t('wms_doc.status_audited') },
  { status: 2, label: t('wms_doc.status_cancelled') },
];
