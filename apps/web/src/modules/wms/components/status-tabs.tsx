import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n/use-i18n';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import type { ListController } from '@/core/list/use-list';
import { DOC_STATUS_TEXT } from '../warehousing-entry/components/stock-doc-status';

type Props = {
  list: Pick<ListController, 'query' | 'go'>;
  /** the tabs after 全部: the statuses and each one's text */
  values: readonly number[];
  label: (status: number) => string;
  /** beside the tabs: export, 新增 */
  actions?: ReactNode;
};

/** A document list's tabs by status (the list's `status` filter), 全部 first. */
export function StatusTabs({ list, values, label, actions }: Props) {
  const { t } = useI18n();
  return <ListTabs {...filterTabs(list, { all: t('wms_doc.tab_all'), values, label })} actions={actions} />;
}

/** A stock document's status tabs: draft, audited, cancelled. */
export const docStatuses = (t: (key: string) => string) => ({ values: [0, 1, 2] as const, label: (status: number) => t(DOC_STATUS_TEXT[status as 0 | 1 | 2]) });
