import { useLayoutEffect, useMemo, useRef } from 'react';
import { Breadcrumb } from 'antd';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH } from '@/core/routing/paths';
import { pageHandleOf, routeTitleOf } from '@/core/routing/route-handle';
import { useSession } from '@/core/session/session-context';
import { menuLabel } from '@/shell/menu/menu-label';
import { breadcrumbTrail, visibleMenus } from '@/shell/menu/menu-model';
import { SideMenu } from '@/shell/menu/side-menu';
import { SessionGate } from '@/shell/session/session-gate';
import { KeepAliveOutlet, pageKeyOf } from '@/shell/tabs/keep-alive-outlet';
import { TabBar } from '@/shell/tabs/tab-bar';
import { tabsStore } from '@/shell/tabs/tabs-store';
import { recordVisit } from '@/shell/tabs/visit-history';
import { RealtimeProvider } from '@/modules/common';
import { shellKeys } from '@/shell/session/session.api';
import { ModuleDrawerSlot } from '@/shell/layout/module-drawer-slot';
import { ShellDrawerHost } from '@/shell/top-bar/shell-drawer-host';
import { useTestNavigateHook } from '@/shell/layout/test-navigate-hook';
import { requestShellDrawer } from '@/shell/top-bar/shell-drawers';
import { TopBar } from '@/shell/top-bar/top-bar';
import styles from './main-layout.module.css';

/** The main layout (spec 000 §2): side menu, top bar, visited tabs, breadcrumb and the kept-alive pages. */
export function MainLayout() {
  return (
    <SessionGate>
      <ShellFrame />
    </SessionGate>
  );
}

/**
 * The screen frame (`layout: 'screen'`): a signed-in page alone in the window — no menu, top bar or tabs —
 * for a wall display (the data screen). The session starts as in the shell (store chosen, permissions
 * checked by the router) and the realtime connection is open, so the page follows changes.
 */
export function ScreenLayout() {
  return (
    <SessionGate>
      <RealtimeProvider>
        <Outlet />
      </RealtimeProvider>
    </SessionGate>
  );
}

function ShellFrame() {
  useTestNavigateHook();
  const { me } = useSession();
  const { t, locale } = useI18n();
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const contentRef = useRef<HTMLDivElement>(null);
  const menus = useMemo(() => visibleMenus(me.menus), [me.menus]);
  const handle = pageHandleOf(matches);
  const key = pageKeyOf(location);
  const path = `${location.pathname}${location.search}`;

  // Layout effect: the tab appears in the same frame as its page.
  useLayoutEffect(() => {
    tabsStore.open({ key: HOME_PATH, path: HOME_PATH, title: 'route.workplace', pinned: true });
  }, []);
  useLayoutEffect(() => {
    if (!handle?.title || handle.tab === false) return;
    tabsStore.open({ key, path, title: handle.title, pinned: handle.pinned === true || key === HOME_PATH });
    if (handle.shortcut !== false && key !== HOME_PATH) recordVisit(me.id, { path, title: handle.title });
  }, [handle, key, path, me.id]);

  // module / list page / 新增 or 编辑: a page the menu does not list comes under its list page.
  const { trail, exact } = breadcrumbTrail(menus, location.pathname);
  const ownTitle = handle?.title ? [{ title: t(handle.title) }] : [];
  const crumbs =
    trail.length > 0
      ? [...trail.map((item) => ({ title: menuLabel(item, locale) })), ...(exact ? [] : ownTitle)]
      : matches.map((m) => routeTitleOf(m.handle)).flatMap((title) => (title ? [{ title: t(title) }] : []));

  return (
    <RealtimeProvider badgeQueryKey={shellKeys.clientData()} onOpenExports={() => requestShellDrawer('exports')}>
      <div className={styles.shell}>
        {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-busy="true" aria-label={t('shell.page_loading')} />}
        <SideMenu menus={menus} />
        <div className={styles.main}>
          <TopBar />
          <TabBar />
          <nav className={styles.crumbs} aria-label="breadcrumb">
            <Breadcrumb items={crumbs} />
          </nav>
          <main className={styles.content} ref={contentRef} data-testid="shell-content">
            <KeepAliveOutlet scrollContainer={contentRef} />
          </main>
        </div>
        <ShellDrawerHost />
        <ModuleDrawerSlot />
      </div>
    </RealtimeProvider>
  );
}
