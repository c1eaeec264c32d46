import { useMemo, useState } from 'react';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MenuItem } from '@tradewind/contract/system/auth.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { BrandLogo } from '@/shell/brand/brand-logo';
import { MenuIcon } from './menu-icon';
import { menuLabel } from './menu-label';
import { firstLeaf, menuTrail } from './menu-model';
import styles from './side-menu.module.css';

/**
 * Spec 000 §2 side menu, two levels side by side: the rail of modules and the panel of the module's
 * pages. Clicking a module opens its first page; hovering another module previews its pages in the
 * panel until the pointer leaves the side bar; third-level groups fold.
 */
export function SideMenu({ menus }: { menus: MenuItem[] }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());

  const trail = useMemo(() => menuTrail(menus, pathname), [menus, pathname]);
  const activeModule = trail[0] ?? null;
  const activeLeaf = trail.at(-1) ?? null;
  const shown = menus.find((m) => m.id === previewId) ?? activeModule ?? menus[0] ?? null;

  const handleModuleClick = (module: MenuItem) => {
    const leaf = firstLeaf(module);
    setPreviewId(null);
    if (leaf?.router) void navigate(leaf.router);
  };

  const toggleGroup = (id: number) =>
    setFolded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderLeaf = (item: MenuItem) =>
    item.router ? (
      <li key={item.id}>
        <Link to={item.router} className={`${styles.leaf} ${item.id === activeLeaf?.id ? styles.leafActive : ''}`} onClick={() => setPreviewId(null)}>
          {menuLabel(item, locale)}
        </Link>
      </li>
    ) : null;

  return (
    <aside className={styles.aside} aria-label={t('shell.menu')} onMouseLeave={() => setPreviewId(null)}>
      <nav className={styles.rail}>
        <div className={styles.brand}>
          <BrandLogo size={28} />
        </div>
        {menus.map((module) => {
          const active = module.id === activeModule?.id;
          const previewing = !active && module.id === shown?.id;
          return (
            <Tooltip key={module.id} title={menuLabel(module, locale)} placement="right" mouseEnterDelay={0.6}>
              <button
                type="button"
                className={`${styles.module} ${active ? styles.moduleActive : ''} ${previewing ? styles.modulePreview : ''}`}
                aria-current={active ? 'page' : undefined}
                data-menu-module={module.name}
                onMouseEnter={() => setPreviewId(module.id)}
                onClick={() => handleModuleClick(module)}
              >
                <MenuIcon name={module.icon} />
                <span className={styles.moduleName}>{menuLabel(module, locale)}</span>
              </button>
            </Tooltip>
          );
        })}
      </nav>
      <div className={styles.panel} data-testid="menu-panel">
        {shown && (
          <>
            <div className={styles.panelTitle}>{menuLabel(shown, locale)}</div>
            <ul className={styles.list}>
              {shown.children.map((child) =>
                child.children.length === 0 ? (
                  renderLeaf(child)
                ) : (
                  <li key={child.id}>
                    <button type="button" className={styles.group} aria-expanded={!folded.has(child.id)} onClick={() => toggleGroup(child.id)}>
                      <span>{menuLabel(child, locale)}</span>
                      {folded.has(child.id) ? <RightOutlined /> : <DownOutlined />}
                    </button>
                    {!folded.has(child.id) && <ul className={`${styles.list} ${styles.groupItems}`}>{child.children.map(renderLeaf)}</ul>}
                  </li>
                ),
              )}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
