import { Select } from 'antd';
import { useSupplierOptionsQuery } from '../api/supplier.api';

type Props = { value?: number | null; onChange?: (value: number | null) => void; id?: string; placeholder?: string; style?: React.CSSProperties };

/** One supplier (disabled ones marked): the supplier SKU list's filter; purchase orders may use it too. */
export function SupplierSelect({ value, onChange, id, placeholder, style }: Props) {
  const suppliers = useSupplierOptionsQuery();
  const options = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.status === 1 ? s.name : `${s.name} ⊘` }));
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      options={options}
      loading={suppliers.isPending}
      style={style}
    />
  );
}
