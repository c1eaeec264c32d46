import { Select } from 'antd';
import { useStoreOptionsQuery } from '@/shell/session/session.api';

type Props = { value?: number | null; onChange?: (value: number | null) => void; id?: string; placeholder?: string; style?: React.CSSProperties };

/** A store the caller works in (the top bar's stores with has_auth): a warehouse's store. */
export function WarehouseStoreSelect({ value, onChange, id, placeholder, style }: Props) {
  const stores = useStoreOptionsQuery(true);
  const options = (stores.data ?? []).filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name }));
  return <Select id={id} value={value ?? undefined} onChange={(v?: number) => onChange?.(v ?? null)} allowClear placeholder={placeholder} options={options} loading={stores.isPending} style={style} />;
}
