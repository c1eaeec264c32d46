import type { ReactNode } from 'react';
import { DesktopOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH } from '@/core/routing/paths';
import styles from '../../shared/public-card.module.css';
import { useCancelScanMutation, useConfirmScanMutation, useAuthInfoQuery, useScanInfoQuery } from '../api/auth.api';
import { describeUserAgent } from '../user-agent';

/**
 * /user/scan_confirm?ticket=…: what the QR code of the waiting page opens. A signed-in person sees which
 * device asks to sign in as them, and confirms or cancels.
 */
export function ScanConfirmPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const ticket = searchParams.get('ticket') ?? '';
  const info = useScanInfoQuery(ticket);
  const me = useAuthInfoQuery();
  const confirm = useConfirmScanMutation();
  const cancel = useCancelScanMutation();

  const backHome = (
    <Link to={HOME_PATH} key="home">
      <Button type="primary">{t('scan_confirm.back_home')}</Button>
    </Link>
  );
  const card = (children: ReactNode) => (
    <Card className={styles.card} styles={{ body: { padding: '24px 28px' } }}>
      {children}
    </Card>
  );

  if (confirm.isSuccess) return card(<Result status="success" title={t('scan_confirm.confirmed')} subTitle={t('scan_confirm.confirmed_sub')} extra={backHome} />);
  if (cancel.isSuccess) return card(<Result status="info" title={t('scan_confirm.cancelled')} extra={backHome} />);
  if (ticket === '' || info.isError) {
    const reason = info.error?.message ?? t('auth.scan_ticket_invalid');
    return card(<Result status="warning" title={t('scan_confirm.invalid')} subTitle={reason} extra={backHome} />);
  }
  if (info.isPending)
    return card(
      <Flex justify="center">
        <Spin />
      </Flex>,
    );

  const device = describeUserAgent(info.data.user_agent) ?? t('scan_confirm.unknown_device');

  return card(
    <Flex vertical gap="middle">
      <Flex vertical align="center" gap="small">
        <DesktopOutlined style={{ fontSize: 40, color: '#1677ff' }} />
        <Typography.Title level={4} className={styles.title}>
          {t('scan_confirm.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('scan_confirm.subtitle', { name: me.data?.name ?? '' })}</Typography.Text>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('scan_confirm.device')}>
          <span title={info.data.user_agent ?? undefined}>{device}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('scan_confirm.ip')}>{info.data.ip ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('scan_confirm.created_at')}>{info.data.created_at}</Descriptions.Item>
        <Descriptions.Item label={t('scan_confirm.expires_at')}>{info.data.expires_at}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" size="large" block loading={confirm.isPending} disabled={cancel.isPending} onClick={() => confirm.mutate(ticket)}>
        {t('scan_confirm.confirm')}
      </Button>
      <Button size="large" block loading={cancel.isPending} disabled={confirm.isPending} onClick={() => cancel.mutate(ticket)}>
        {t('scan_confirm.cancel')}
      </Button>
    </Flex>,
  );
}
