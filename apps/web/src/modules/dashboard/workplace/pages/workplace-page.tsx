import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Result, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useAuthInfoQuery, useLogoutMutation } from '@/modules/system';
import { BrandLogo } from '@/shell/brand/brand-logo';
import { PageLoading } from '@/shell/exception/page-loading';
import styles from './workplace-page.module.css';

/** The authenticated home (/dashboard/workplace): who is logged in, and the way out. */
export function WorkplacePage() {
  const { t } = useI18n();
  const info = useAuthInfoQuery();
  const logout = useLogoutMutation();

  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return (
      <Result
        status="error"
        title={t('workplace.load_failed')}
        subTitle={info.error.message}
        extra={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const me = info.data;
  return (
    <div className={styles.page}>
      <Card className={styles.card} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" gap="middle">
          <BrandLogo size={32} />
          <Avatar size={72} src={me.avatar ?? undefined} icon={<UserOutlined />} />
          <Typography.Title level={3} className={styles.welcome}>
            {t('workplace.welcome', { name: me.name })}
          </Typography.Title>
          {me.account && <Typography.Text type="secondary">{t('workplace.account', { account: me.account })}</Typography.Text>}
          <Button icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('workplace.logout')}
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
