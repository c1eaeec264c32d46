import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import styles from './route-error-page.module.css';

/**
 * A route that failed to load its code (spec 000 §8 "load error", e.g. a chunk gone after a deploy) or
 * threw while rendering. Reloading fetches the current build. Part of the entry (it must show when a
 * chunk cannot load), so it draws Ant Design's error result itself: `Result` would bring its three
 * illustrations (~40 kB) into every page's first download.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className={styles.page} role="alert">
      <CloseCircleFilled className={styles.icon} />
      <h2 className={styles.title}>{t('exception.load_error')}</h2>
      {detail && <p className={styles.detail}>{detail}</p>}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('exception.reload')}
      </Button>
    </div>
  );
}
