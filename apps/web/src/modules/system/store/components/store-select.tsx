import { Select } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStoreOptionsQuery } from '../api/store.queries';

type Value = number | number[] | undefined;

type Props = {
  multiple?: boolean; value?: Value; onChange?: (value: Value) => void; placeholder?: string; id?: string; style?: React.CSSProperties };

/** One store or several, from every store of the company (GET /stores/all). */
export function StoreSelect({ value, onChange, placeholder, id, style, multiple }: Props) {
  const { t } = useI18n();
  const stores = useStoreOptionsQuery();
  const options = (stores.data ?? []).map((s) => ({ value: s.id, label: s.is_master ? `${s.name}（${t('store.is_master')}）` : s.name, name: s.name }));
  return (
    <Select<Value>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      loading={stores.isPending}
      placeholder={placeholder}
      allowClear
      optionFilterProp="name"
      maxTagCount="responsive"
      style={style}
    />
  );
}
