import { Button, Flex, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';

/**
 * A route that failed to load its code (spec 000 §8 "load error", e.g. a chunk gone after a deploy) or
 * threw while rendering. Reloading fetches the current build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title={t('exception.load_error')}
        subTitle={detail}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('exception.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
