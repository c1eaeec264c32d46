import type { ReactNode } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { Outlet, useMatches } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { pageHandleOf } from '@/core/routing/route-handle';
import styles from './print-layout.module.css';

/**
 * The print frame (spec 000 §2): a 750px page, a print button and a description side panel. Only the
 * page reaches the printer. Pages use it as a route layout (`handle.layout: 'print'`), or directly.
 */
export function PrintFrame({ children, description, actions }: { children: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.screen}>
      <article className={styles.page} data-testid="print-page">
        {children}
      </article>
      <aside className={styles.side}>
        <Button type="primary" size="middle" icon={<PrinterOutlined />} onClick={() => window.print()} block>
          {t('print.print')}
        </Button>
        {actions}
        <Card size="small" title={t('print.description')}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 12 }}>
            {description ?? t('print.default_description')}
          </Typography.Paragraph>
        </Card>
      </aside>
    </div>
  );
}

/** Route layout of print pages; the description comes from the page's `handle.printDescription`. */
export function PrintLayout() {
  const { t } = useI18n();
  const handle = pageHandleOf(useMatches());
  return (
    <PrintFrame description={handle?.printDescription ? t(handle.printDescription) : undefined}>
      <Outlet />
    </PrintFrame>
  );
}
