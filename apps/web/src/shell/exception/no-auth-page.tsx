import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH } from '@/core/routing/paths';

/** /exception/no_auth?message=… inside the shell (spec 001 §8 body code 401): a page the user may not view. */
export function NoAuthPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div style={{ background: '#fff', borderRadius: 8, padding: '24px 0', minHeight: 'calc(100vh - 140px)' }}>
      <Result
        status="403"
        title={t('exception.no_auth_title')}
        subTitle={<span data-testid="exception-message">{params.get('message') || t('exception.no_auth_default')}</span>}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('exception.back_home')}
          </Button>
        }
      />
    </div>
  );
}
