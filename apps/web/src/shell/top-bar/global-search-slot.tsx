import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import styles from './top-bar.module.css';

/**
 * The top bar's global customer search (spec 000 §2). The shell owns the slot and its permission
 * (search:customer:list); the customer module fills it with `registerGlobalSearch` when it arrives.
 * Until then the slot is the bare search box.
 */
let registered: ComponentType | null = null;
const listeners = new Set<() => void>();

export function registerGlobalSearch(component: ComponentType): void {
  registered = component;
  for (const listener of listeners) listener();
}

export function GlobalSearchSlot() {
  const { t } = useI18n();
  const Search = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => registered,
  );
  if (Search) return createElement(Search);
  return <Input className={styles.search} allowClear prefix={<SearchOutlined />} placeholder={t('shell.search_placeholder')} aria-label={t('shell.search_placeholder')} />;
}
