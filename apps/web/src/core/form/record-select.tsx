import type { CSSProperties } from 'react';
import { Select, type SelectProps } from 'antd';

/** What a picker of one record takes as a form field: its id, null when none is chosen. */
export type RecordSelectProps = { value?: number | null; onChange?: (value: number | null) => void; id?: string; placeholder?: string; style?: CSSProperties };

/**
 * One record as a form field (a supplier, a crowd, a store, a car model): its id, null once cleared
 * (where Select itself gives undefined); searched by label unless `showSearch` says otherwise.
 */
export function RecordSelect({ value, onChange, ...select }: RecordSelectProps & Omit<SelectProps<number>, 'value' | 'onChange' | 'mode'>) {
  return <Select<number> value={value ?? undefined} onChange={(v?: number) => onChange?.(v ?? null)} allowClear showSearch={{ optionFilterProp: 'label' }} {...select} />;
}
