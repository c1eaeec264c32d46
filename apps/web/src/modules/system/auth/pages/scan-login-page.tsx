import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, QRCode, Spin, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@tradewind/contract/system/auth.schema';
import type { TextKey } from '@/core/i18n/web-messages';
import { useI18n } from '@/core/i18n/use-i18n';
import { LOGIN_PATH, safeRedirectTarget } from '@/core/routing/paths';
import { clearSession, setToken } from '@/core/session/session-cookie';
import styles from '../../shared/public-card.module.css';
import { SCAN_CONFIRM_PATH } from '../../session.routes';
import { useScanLogin, type ScanLoginState } from '../hooks/use-scan-login';
import pageStyles from './scan-login-page.module.css';

const STATE_TEXT: Record<ScanLoginState, TextKey> = {
  loading: 'app.loading',
  waiting: 'scan.waiting',
  confirmed: 'scan.confirmed',
  expired: 'scan.expired',
  cancelled: 'scan.cancelled',
  failed: 'scan.create_failed',
};

/** The address the QR code holds: the confirm page of this app, opened by a signed-in session. */
export function scanConfirmUrl(ticket: string): string {
  return `${window.location.origin}${SCAN_CONFIRM_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * /user/scan_login: shows a one-time login ticket as a QR code and waits for a signed-in session to
 * confirm it (/user/scan_confirm), then signs in with the token the ticket hands out.
 */
export function ScanLoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const handleConfirmed = (result: LoginResult) => {
    // This page is only reachable signed out, and signing out already emptied the query cache; clearing
    // it here would also drop (and re-create) this page's own ticket queries.
    clearSession();
    setToken(result.token, result.expires_in || undefined);
    void navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
  };
  const scan = useScanLogin(handleConfirmed);

  const statusText = scan.state === 'failed' && scan.error ? `${t(STATE_TEXT.failed)}: ${scan.error.message}` : t(STATE_TEXT[scan.state]);
  const qrStatus = scan.state === 'loading' ? 'loading' : scan.state === 'waiting' || scan.state === 'confirmed' ? 'active' : 'expired';

  return (
    <Card className={styles.card} styles={{ body: { padding: '28px 32px 24px' } }}>
      <Typography.Title level={4} className={styles.title}>
        {t('scan.title')}
      </Typography.Title>
      <Typography.Text type="secondary" className={styles.subtitle}>
        {t('scan.hint')}
      </Typography.Text>
      <Flex vertical align="center" gap="middle">
        <div className={pageStyles.qr} data-ticket={scan.ticket ?? ''} data-state={scan.state}>
          <QRCode
            value={scan.ticket ? scanConfirmUrl(scan.ticket) : '-'}
            size={200}
            status={qrStatus}
            statusRender={(info) =>
              info.status === 'loading' ? (
                <Spin />
              ) : (
                <Flex vertical align="center" gap="small">
                  <Typography.Text strong>{t(STATE_TEXT[scan.state])}</Typography.Text>
                  <Button type="link" icon={<ReloadOutlined />} onClick={scan.refresh}>
                    {t('scan.refresh')}
                  </Button>
                </Flex>
              )
            }
          />
        </div>
        <Typography.Text type={scan.state === 'waiting' || scan.state === 'confirmed' ? 'secondary' : 'warning'} role="status">
          {scan.state === 'confirmed' && <CheckCircleFilled className={pageStyles.ok} />} {statusText}
        </Typography.Text>
      </Flex>
      <div className={styles.center}>
        <Link to={{ pathname: LOGIN_PATH, search: searchParams.toString() }}>{t('login.to_login')}</Link>
      </div>
    </Card>
  );
}
