import { Button, Card, Flex, Result, Spin } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useAuthInfoQuery } from '../../auth/api/auth.api';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import styles from './personal-setting-page.module.css';

/** /user/setting (inside the shell): the signed-in person's profile, language and password. */
export function PersonalSettingPage() {
  const { t } = useI18n();
  const me = useAuthInfoQuery();

  if (me.isPending) {
    return (
      <Flex justify="center" className={styles.page}>
        <Spin />
      </Flex>
    );
  }
  if (me.isError) {
    return <Result status="error" title={me.error.message} extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>} />;
  }
  return (
    <Flex vertical gap="middle" className={styles.page}>
      <Card title={t('setting.basic')}>
        <ProfileForm me={me.data} />
      </Card>
      <Card title={t('setting.security')}>
        <PasswordForm />
      </Card>
    </Flex>
  );
}
