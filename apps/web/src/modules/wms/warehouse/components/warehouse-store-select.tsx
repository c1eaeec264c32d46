import { useStoreOptionsQuery } from '@/shell/session/session.api';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';

/** A store the caller works in (the top bar's stores with has_auth): a warehouse's store. */
export function WarehouseStoreSelect(props: RecordSelectProps) {
  const stores = useStoreOptionsQuery(true);
  const options = (stores.data ?? []).filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name }));
  return <RecordSelect {...props} showSearch={false} options={options} loading={stores.isPending} />;
}
