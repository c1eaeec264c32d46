import { lazy, Suspense, useState } from 'react';
import { BellOutlined, CloudDownloadOutlined, DownOutlined, GlobalOutlined, LogoutOutlined, RocketOutlined, ShopOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dropdown, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { badgeText } from '@tradewind/contract/common/badge';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { SETTING_PATH } from '@/core/routing/paths';
import { useSession } from '@/core/session/session-context';
import { markSessionEnding } from '@/core/session/session-cookie';
import { preloadShellDrawer } from '@/modules/common';
import { UpgradeDialog, useLogoutMutation } from '@/modules/system';
import { shellKeys, useClientDataQuery } from '@/shell/session/session.api';
import { tabsStore } from '@/shell/tabs/tabs-store';
import { GlobalSearchSlot } from './global-search-slot';
import { requestShellDrawer } from './shell-drawers';
import styles from './top-bar.module.css';

/** The store switch dialog loads when first opened (as the upgrade dialog does), not with the shell. */
const StoreSwitchDialog = lazy(async () => ({ default: (await import('./store-switch-dialog')).StoreSwitchDialog }));

/** Spec 000 §2 top bar (45px): store, search, upgrade, download and message badges, language, user menu. */
export function TopBar() {
  const { t, locale, setLocale } = useI18n();
  const { me, tenant, stores, store } = useSession();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const queryClient = useQueryClient();
  const clientData = useClientDataQuery();
  const [storeDialogOpen, setStoreDialogOpen] = useState(false);
  // Mounted from its first opening on, so that it closes with its animation.
  const [storeDialogOpened, setStoreDialogOpened] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const handleOpenStoreDialog = () => {
    setStoreDialogOpened(true);
    setStoreDialogOpen(true);
  };

  const handleLogout = () => {
    modal.confirm({
      title: t('shell.logout_title'),
      content: t('shell.logout_content'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // No call with the token being revoked from here on: the badge poll stops and one in flight is
        // dropped, so no 401 and no 'Unauthorized' notification follow the person to the login form.
        markSessionEnding();
        void queryClient.cancelQueries({ queryKey: shellKeys.clientData() });
        tabsStore.reset();
        await logout.mutateAsync().catch(() => undefined);
      },
    });
  };

  const messages = clientData.data?.un_read_num ?? 0;
  const tasks = clientData.data?.task_num ?? 0;

  return (
    <header className={styles.bar}>
      <button type="button" className={styles.store} onClick={handleOpenStoreDialog} aria-label={t('shell.store_switch_named', { name: store.name })} data-testid="current-store">
        <ShopOutlined style={{ color: '#0958d9' }} />
        <span>{store.name}</span>
        <SwapOutlined className={styles.storeSwap} />
      </button>
      <div className={styles.spacer} />
      <Permission rule="search:customer:list">
        <GlobalSearchSlot />
      </Permission>
      {tenant.is_experience === 1 && (
        <Button type="primary" size="small" icon={<RocketOutlined />} onClick={() => setUpgradeOpen(true)} style={{ marginRight: 8 }}>
          {t('shell.upgrade')}
        </Button>
      )}
      <Tooltip title={t('shell.downloads')}>
        <button type="button" className={`${styles.iconButton} ${styles.badgeButton}`} aria-label={withCount(t('shell.downloads'), tasks)} onClick={() => requestShellDrawer('exports')} onMouseEnter={() => preloadShellDrawer('exports')} data-testid="badge-downloads">
          <Badge count={tasks > 0 ? badgeText(tasks) : 0} size="small" offset={[4, -2]}>
            <CloudDownloadOutlined style={{ fontSize: 17 }} />
          </Badge>
        </button>
      </Tooltip>
      <Tooltip title={t('shell.messages')}>
        <button type="button" className={`${styles.iconButton} ${styles.badgeButton}`} aria-label={withCount(t('shell.messages'), messages)} onClick={() => requestShellDrawer('messages')} onMouseEnter={() => preloadShellDrawer('messages')} data-testid="badge-messages">
          <Badge count={messages > 0 ? badgeText(messages) : 0} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 17 }} />
          </Badge>
        </button>
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [locale],
          items: [
            { key: 'zh-CN', label: '中文' },
            { key: 'en-US', label: 'English' },
          ],
          onClick: ({ key }) => setLocale(key === 'en-US' ? 'en-US' : 'zh-CN'),
        }}
      >
        <button type="button" className={styles.iconButton} aria-label={t('shell.language')} data-testid="locale-menu">
          <GlobalOutlined />
        </button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'setting', icon: <UserOutlined />, label: t('shell.personal_settings') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
          ],
          onClick: ({ key }) => (key === 'logout' ? handleLogout() : void navigate(SETTING_PATH)),
        }}
      >
        <button type="button" className={styles.user} data-testid="user-menu">
          <Avatar size={24} src={me.avatar || undefined} icon={<UserOutlined />} />
          <span>{me.name}</span>
          <DownOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,0.45)' }} />
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {storeDialogOpened && <StoreSwitchDialog open={storeDialogOpen} stores={stores} currentId={store.id} onClose={() => setStoreDialogOpen(false)} />}
        {upgradeOpen && <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
      </Suspense>
    </header>
  );
}

/**
 * A badge button's name with the count its badge shows ('消息 4'): the name of a control holds the text it
 * shows (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch), and a screen reader hears the count.
 */
function withCount(name: string, count: number): string {
  return count > 0 ? `${name} ${badgeText(count)}` : name;
}
