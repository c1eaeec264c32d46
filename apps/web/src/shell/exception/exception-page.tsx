import { Button, Flex, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH, LOGIN_PATH } from '@/core/routing/paths';
import { clearSession, hasSession } from '@/core/session/session-cookie';

/**
 * /exception?message=… (spec 001 §2, public): where session start failures, a store without
 * authorisation (405) and similar dead ends land. It shows the message and offers a way on.
 */
export function ExceptionPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = params.get('message') || t('exception.default');
  const handleLogin = () => {
    // Another account may have the store or permission this one lacks.
    clearSession();
    void navigate(LOGIN_PATH);
  };
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Result
        status="warning"
        title={t('exception.title')}
        subTitle={<span data-testid="exception-message">{message}</span>}
        extra={[
          hasSession() && (
            <Button key="home" type="primary" onClick={() => window.location.assign(HOME_PATH)}>
              {t('exception.back_home')}
            </Button>
          ),
          <Button key="login" onClick={handleLogin}>
            {t('exception.back_login')}
          </Button>,
        ]}
      />
    </Flex>
  );
}
