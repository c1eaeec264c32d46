import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useCustomerNameQuery, useCustomerOptionsQuery } from '../api/price.api';

type Props = { value?: number | null; onChange?: (value: number | null) => void; id?: string; placeholder?: string; style?: React.CSSProperties; allowClear?: boolean };

/** One customer the caller sees, searched on the server by name or mobile (the customer list's keyword). A form field. */
export function CustomerSelect({ value, onChange, id, placeholder, style, allowClear = true }: Props) {
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const found = useCustomerOptionsQuery(keyword);
  const chosen = useCustomerNameQuery(value ?? null);
  const options = (found.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }));
  if (value && chosen.data && !options.some((o) => o.value === value)) options.unshift({ value, label: `${chosen.data.name} ${chosen.data.phone}` });
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={allowClear}
      placeholder={placeholder}
      options={options}
      loading={found.isFetching}
      style={style}
    />
  );
}
