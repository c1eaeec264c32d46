import type { ReactNode } from 'react';
import { Tabs, type TabsProps } from 'antd';
import styles from './list-tabs.module.css';

type Props = Omit<TabsProps, 'tabBarExtraContent'> & {
  /** the page's buttons on the right of the tabs (export, new …) */
  actions?: ReactNode;
};

/**
 * A list page's tabs (all / mine / pending …) with the page's buttons beside them. The buttons sit next
 * to the tab list, not inside it as Ant Design's tabBarExtraContent puts them: a tablist may hold only
 * tabs (axe-core's critical aria-required-children), and a screen reader would announce the buttons as
 * part of the tab set.
 */
export function ListTabs({ actions, className, ...tabs }: Props) {
  return (
    <div className={styles.bar}>
      <Tabs {...tabs} className={[styles.tabs, className].filter(Boolean).join(' ')} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

type TabsOf = { query: Record<string, unknown>; go: (query: never) => void };

/**
 * The props of a list's tabs by one filter (`status` unless said): 全部 first, then each value, each
 * followed by its count when the page has `counts` (keyed by value, `all` for 全部; a missing one is 0;
 * one that reaches the server's `cap` shows as "cap+"). Choosing a tab sets the filter and goes back to page 1.
 */
export function filterTabs<V extends number>(
  list: TabsOf,
  { filter = 'status', all, values, label, counts, cap }: { filter?: string; all: string; values: readonly V[]; label: (value: V) => string; counts?: Record<string, number | undefined>; cap?: number },
): Pick<TabsProps, 'activeKey' | 'onChange' | 'items'> {
  const value = list.query[filter];
  const count = (n = 0) => (cap !== undefined && n >= cap ? `${cap}+` : String(n));
  const counted = (text: string, key: string) => (counts ? `${text} (${count(counts[key])})` : text);
  return {
    activeKey: value === undefined ? 'all' : String(value),
    onChange: (key) => list.go({ ...list.query, page: 1, [filter]: key === 'all' ? undefined : Number(key) } as never),
    items: [{ key: 'all', label: counted(all, 'all') }, ...values.map((v) => ({ key: String(v), label: counted(label(v), String(v)) }))],
  };
}
