import { Button, Space } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

/** A form page's 保存 (submits) and 返回. */
export function FormActions({ saving, onBack }: { saving: boolean; onBack: () => void }) {
  const { t } = useI18n();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('form.save')}
      </Button>
      <Button onClick={onBack}>{t('form.back')}</Button>
    </Space>
  );
}
