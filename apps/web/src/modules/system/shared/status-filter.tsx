import { Select } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

type Props = { value?: 0 | 1; onChange?: (value: 0 | 1 | undefined) => void; placeholder?: string; width?: number; id?: string };

/** A filter bar's enabled / disabled choice (a form field); empty: any status. */
export function StatusFilter({ value, onChange, placeholder, width = 110, id }: Props) {
  const { t } = useI18n();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? t('admin.status_all')}
      aria-label={placeholder ?? t('admin.status_all')}
      allowClear
      style={{ width }}
      options={[
        { value: 1, label: t('admin.enabled') },
        { value: 0, label: t('admin.disabled') },
      ]}
    />
  );
}
