import { Select } from 'antd';
import { useSession } from '@/core/session/session-context';

type Props = { value?: number | null; onChange?: (value: number | null) => void; placeholder?: string; allowClear?: boolean; id?: string; style?: React.CSSProperties };

/** Only the stores the signed-in staff holds (has_auth): customers are created and filtered in those. */
export function AuthorisedStoreSelect({ value, onChange, placeholder, allowClear = true, id, style }: Props) {
  const { stores } = useSession();
  const options = stores.filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name }));
  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      style={style}
    />
  );
}
