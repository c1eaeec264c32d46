import { useSupplierOptionsQuery } from '../api/supplier.api';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';

/** One supplier (disabled ones marked): the supplier SKU list's filter; purchase orders may use it too. */
export function SupplierSelect(props: RecordSelectProps) {
  const suppliers = useSupplierOptionsQuery();
  const options = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.status === 1 ? s.name : `${s.name} ⊘` }));
  return <RecordSelect {...props} options={options} loading={suppliers.isPending} />;
}
