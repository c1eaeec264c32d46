import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useCustomerOptionsQuery } from '../../price/api/price.api';

type Props = { value?: number[]; onChange?: (v: number[]) => void; id?: string; placeholder?: string };

/** Customers the caller sees, searched on the server by name or mobile: a form field of several. */
export function CustomerMultiSelect({ value, onChange, id, placeholder }: Props) {
  const [typed, setTyped] = useState('');
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  const keyword = useDeferredValue(typed.trim());
  const found = useCustomerOptionsQuery(keyword);
  const options = (found.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }));
  for (const v of value ?? []) if (!options.some((o) => o.value === v)) options.push({ value: v, label: labels.get(v) ?? String(v) });
  return (
    <Select
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(v: number[], chosen) => {
        const next = new Map(labels);
        for (const o of [chosen].flat()) if (o && typeof o === 'object' && 'value' in o) next.set(o.value as number, String(o.label));
        setLabels(next);
        onChange?.(v);
      }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder}
      options={options}
      loading={found.isFetching}
    />
  );
}
