import { useMemo, useState } from 'react';
import { AppstoreOutlined, SearchOutlined } from '@ant-design/icons';
import { Card, Empty, Input } from 'antd';
import { Link } from 'react-router';
import type { MenuItem } from '@tradewind/contract/system/auth.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { visibleMenus } from '@/shell/menu/menu-model';
import { readVisits, topVisits } from '@/shell/tabs/visit-history';
import styles from '../pages/workplace-page.module.css';

const SHORTCUT_COUNT = 8;

function leaves(items: readonly MenuItem[], trail: string[] = []): { name: string; path: string; trail: string }[] {
  return items.flatMap((item) =>
    item.children.length > 0 ? leaves(item.children, [...trail, item.name]) : item.router ? [{ name: item.name, path: item.router, trail: [...trail, item.name].join(' / ') }] : [],
  );
}

/**
 * The pages this user opens most (counted in this browser from the tabs), and a finder over the menu
 * for the rest. The finder's text survives switching tabs: the workplace is kept alive.
 */
export function ShortcutsCard() {
  const { t } = useI18n();
  const { me } = useSession();
  const [keyword, setKeyword] = useState('');
  // Read when the workplace mounts (and on refresh): counting continues while it is hidden.
  const [shortcuts] = useState(() => topVisits(readVisits(me.id), SHORTCUT_COUNT));
  const pages = useMemo(() => leaves(visibleMenus(me.menus)), [me.menus]);
  const word = keyword.trim().toLowerCase();
  const found = word ? pages.filter((p) => p.trail.toLowerCase().includes(word) || p.path.toLowerCase().includes(word)) : [];

  const tile = (key: string, path: string, label: string, title?: string) => (
    <Link key={key} to={path} className={styles.shortcut} title={title ?? label}>
      <span className={styles.shortcutIcon}>
        <AppstoreOutlined />
      </span>
      <span className={styles.shortcutText}>{label}</span>
    </Link>
  );

  return (
    <Card title={t('workplace.shortcuts')} size="small">
      <Input
        className={styles.finder}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('workplace.find_placeholder')}
        aria-label={t('workplace.find_page')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        data-testid="workplace-finder"
      />
      {word ? (
        found.length > 0 ? (
          <div className={styles.shortcuts}>{found.slice(0, 12).map((p) => tile(p.path, p.path, p.name, p.trail))}</div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.find_empty')} />
        )
      ) : shortcuts.length > 0 ? (
        <div className={styles.shortcuts} data-testid="workplace-shortcuts">
          {shortcuts.map((v) => tile(v.path, v.path, t(v.title), v.path))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.shortcuts_empty')} />
      )}
    </Card>
  );
}
