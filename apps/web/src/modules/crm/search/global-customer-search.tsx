import { lazy, Suspense, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { openCustomerDrawer } from '../customer-drawer/customer-drawer-store';
import type { CustomerSearchParams } from './api/search.api';
import { useCustomerSearchQuery } from './api/search.api';
import { firstSearchPage } from './search-params';
import styles from './global-customer-search.module.css';

/** The dialog (a Table in Tabs) loads with the first search, not with every signed-in page. */
const loadDialog = () => import('./components/customer-search-dialog');
const CustomerSearchDialog = lazy(async () => ({ default: (await loadDialog()).CustomerSearchDialog }));

/**
 * The top bar's customer search box (spec 000 §2; the shell shows it with search:customer:list). Enter
 * or the search icon opens the global search dialog on the keyword; an empty keyword, or a new search
 * while one is still running, is ignored.
 */
export function GlobalCustomerSearch() {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [params, setParams] = useState<CustomerSearchParams | null>(null);
  const search = useCustomerSearchQuery(params);
  const running = search.isFetching;

  const submit = () => {
    const keyword = text.trim();
    if (keyword === '' || running) return;
    setOpen(true);
    setOpened(true);
    if (params && params.keyword === keyword && params.page === 1) void search.refetch();
    else setParams(firstSearchPage(keyword, params));
  };

  const view = (id: number) => {
    setOpen(false);
    openCustomerDrawer(id);
  };

  return (
    <>
      <Input
        className={styles.search}
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onPressEnter={submit}
        prefix={<SearchOutlined onClick={submit} aria-label={t('crm_search.button')} role="button" />}
        placeholder={t('shell.search_placeholder')}
        aria-label={t('shell.search_placeholder')}
      />
      {opened && (
        <Suspense fallback={null}>
          <CustomerSearchDialog
            open={open}
            text={text}
            onTextChange={setText}
            onSearch={submit}
            params={params}
            rows={params ? search.list : []}
            total={params ? search.pagination.total : 0}
            loading={running}
            onPage={(page, pageSize) => {
              if (params && !running) setParams({ ...params, page, page_size: pageSize });
            }}
            onView={view}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
