import { useState } from 'react';
import { CloseOutlined, PushpinOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH } from '@/core/routing/paths';
import { pageKeyOf } from './keep-alive-outlet';
import { nextActiveTab, type CloseMode, type Tab } from './tab-model';
import { tabsStore, useTabsState } from './tabs-store';
import styles from './tab-bar.module.css';

/**
 * The row of visited pages (spec 001 §2). Right-click: refresh, close, close others, close all; pinned
 * tabs (the workplace) cannot be closed. Closing the page in front moves to its neighbour.
 */
export function TabBar() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { tabs } = useTabsState();
  const activeKey = pageKeyOf(location);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const close = (tab: Tab, mode: CloseMode) => {
    const before = tabsStore.getState().tabs;
    const after = tabsStore.close(tab.key, mode);
    // "close others" from a tab behind the one in front brings that tab forward.
    if (mode === 'others' && tab.key !== activeKey) return void navigate(tab.path);
    const next = nextActiveTab(before, after, activeKey);
    if (next) void navigate(next.path);
    else if (after.length === 0) void navigate(HOME_PATH);
  };

  /**
   * 刷新: the page starts over (remounted) on fresh data. Remounting alone would show the cached rows,
   * fresh for 30 s: everything cached is marked stale first, without loading anything, so the page's
   * queries load again as it mounts, and other pages' when they are next shown.
   */
  const refresh = (tab: Tab) => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    tabsStore.refresh(tab.key);
    if (tab.key !== activeKey) void navigate(tab.path);
  };

  return (
    <div className={styles.bar} role="tablist" data-testid="tab-bar">
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        const others = tabs.some((o) => o.key !== tab.key && !o.pinned);
        return (
          <Dropdown
            key={tab.key}
            trigger={['contextMenu']}
            open={menuFor === tab.key}
            onOpenChange={(open) => setMenuFor(open ? tab.key : null)}
            menu={{
              items: [
                { key: 'refresh', label: t('shell.tab_refresh') },
                { key: 'self', label: t('shell.tab_close'), disabled: tab.pinned },
                { key: 'others', label: t('shell.tab_close_others'), disabled: !others },
                { key: 'all', label: t('shell.tab_close_all'), disabled: !tabs.some((o) => !o.pinned) },
              ],
              onClick: ({ key }) => {
                setMenuFor(null);
                if (key === 'refresh') refresh(tab);
                else close(tab, key as CloseMode);
              },
            }}
          >
            <div
              role="tab"
              aria-selected={active}
              tabIndex={0}
              className={`${styles.tab} ${active ? styles.active : ''}`}
              data-tab-key={tab.key}
              // React events bubble out of the context menu's portal too: only clicks on the tab itself count.
              onClick={(event) => !active && event.currentTarget.contains(event.target as Node) && void navigate(tab.path)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !active) void navigate(tab.path);
                // The keyboard's way to close a tab (WAI-ARIA tabs pattern); the cross below is for the mouse.
                if (event.key === 'Delete' && !tab.pinned) close(tab, 'self');
              }}
              onAuxClick={(event) => event.button === 1 && !tab.pinned && close(tab, 'self')}
              // A right-click would focus the tab, and the browser scroll a partly hidden tab into view: the
              // context menu, placed at the pointer, closes on any scroll of the bar. No focus, no scroll.
              onMouseDown={(event) => event.button === 2 && event.preventDefault()}
            >
              {tab.pinned && <PushpinOutlined className={styles.pin} />}
              <span>{t(tab.title)}</span>
              {/* Not a button: a tab may hold no control of its own (axe-core nested-interactive). Screen
                  reader and keyboard users close it with Delete or its context menu. */}
              {!tab.pinned && (
                <span
                  className={styles.close}
                  title={t('shell.tab_close')}
                  aria-hidden="true"
                  data-tab-close=""
                  onClick={(event) => {
                    event.stopPropagation();
                    close(tab, 'self');
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
