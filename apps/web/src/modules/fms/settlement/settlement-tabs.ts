import type { TabsProps } from 'antd';
import { SETTLEMENT_STATUSES } from '@tradewind/contract/fms/settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import type { ListQuery } from '@/core/list/list-url';
import type { SettlementKind } from './settlement-kind';

type TabbedList = { query: ListQuery; go: (next: ListQuery) => void };

/**
 * A settlement list's tabs, for `<Tabs>` or `<ListTabs>`: 全部 and each state with its count (the list
 * answer's `counts`, over the other filters); a tab is the list's `status`, back on the first page.
 */
export function useSettlementTabs(kind: SettlementKind, list: TabbedList, counts: Record<string, number> | undefined): Pick<TabsProps, 'activeKey' | 'onChange' | 'items'> {
  const { t } = useI18n();
  const status = list.query.status as number | undefined;
  return {
    activeKey: status === undefined ? 'all' : String(status),
    onChange: (key) => list.go({ ...list.query, page: 1, status: key === 'all' ? undefined : Number(key) }),
    items: [
      { key: 'all', label: `${t(`${kind.ns}.tab_all`)} (${counts?.all ?? 0})` },
      ...SETTLEMENT_STATUSES.map((s) => ({ key: String(s), label: `${t(`${kind.statusNames}.${s}`)} (${counts?.[String(s)] ?? 0})` })),
    ],
  };
}
