import { useDeferredValue, useState } from 'react';
import { useCustomerNameQuery, useCustomerOptionsQuery } from '../api/price.api';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';

type Props = RecordSelectProps & { allowClear?: boolean };

/** One customer the caller sees, searched on the server by name or mobile (the customer list's keyword). A form field. */
export function CustomerSelect({ value, allowClear = true, ...props }: Props) {
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const found = useCustomerOptionsQuery(keyword);
  const chosen = useCustomerNameQuery(value ?? null);
  const options = (found.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }));
  if (value && chosen.data && !options.some((o) => o.value === value)) options.unshift({ value, label: `${chosen.data.name} ${chosen.data.phone}` });
  return (
    <RecordSelect {...props} value={value} showSearch={{ filterOption: false, onSearch: setTyped }} allowClear={allowClear} options={options} loading={found.isFetching} />
  );
}
