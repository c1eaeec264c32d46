import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { HOME_PATH } from '@/core/routing/paths';

export function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('exception.not_found')}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('exception.back_home')}
          </Button>
        }
      />
    </Flex>
  );
}
