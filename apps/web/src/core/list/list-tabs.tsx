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
