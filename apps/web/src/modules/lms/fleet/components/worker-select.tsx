import { Select } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useWorkerOptionsQuery } from '../api/fleet.api';

type Single = { mode?: undefined; value?: number | null; onChange?: (value: number | null) => void };
type Multiple = { mode: 'multiple'; value?: number[]; onChange?: (value: number[]) => void };
type Props = (Single | Multiple) & { role: 'driver' | 'loader' | 'all'; id?: string; placeholder?: string; style?: React.CSSProperties; allowClear?: boolean };

/** Workers of the current store (drivers, loaders or all); those who left are not offered. */
export function WorkerSelect(props: Props) {
  const { t } = useI18n();
  const workers = useWorkerOptionsQuery(props.role);
  const options = (workers.data ?? []).filter((w) => w.status !== 0).map((w) => ({ value: w.id, label: `${w.name} · ${t(`lms.worker_type.${w.type}`)}` }));
  const common = { id: props.id, placeholder: props.placeholder, style: props.style, options, loading: workers.isPending, showSearch: { optionFilterProp: 'label' as const }, allowClear: props.allowClear ?? true };
  if (props.mode === 'multiple') return <Select<number[]> {...common} mode="multiple" value={props.value} onChange={(v) => props.onChange?.(v)} />;
  return <Select<number> {...common} value={props.value ?? undefined} onChange={(v?: number) => props.onChange?.(v ?? null)} />;
}
