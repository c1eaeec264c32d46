import { Select } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useWarehouseOptionsQuery } from '../api/warehouse.api';

type Props = { value?: number; onChange?: (value: number | undefined) => void; id?: string; placeholder?: string; allowClear?: boolean; style?: React.CSSProperties };

/** One warehouse of the caller's stores, named with its store. */
export function WarehouseSelect({ value, onChange, id, placeholder, allowClear, style }: Props) {
  const { t } = useI18n();
  const warehouses = useWarehouseOptionsQuery();
  const options = (warehouses.data ?? []).map((w) => ({ value: w.id, label: t('wms.warehouse_option', { name: w.name, store: w.store_name }) }));
  return <Select id={id} value={value} onChange={onChange} allowClear={allowClear} placeholder={placeholder} options={options} loading={warehouses.isPending} showSearch={{ optionFilterProp: 'label' }} style={style} />;
}
