import type { CSSProperties, ReactNode } from 'react';
import { Select } from 'antd';

type Value = number | number[] | undefined;

/** What a picker of one or several records takes as a form field. */
export type OptionSelectProps = {
  multiple?: boolean;
  value?: Value;
  onChange?: (value: Value) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: CSSProperties;
};

/** One record or several from a short list loaded at once (stores, roles), searched by label. */
export function OptionSelect({ multiple, onChange, allowClear = true, ...props }: OptionSelectProps & { options: { value: number; label: ReactNode }[]; loading?: boolean }) {
  return <Select<Value> mode={multiple ? 'multiple' : undefined} onChange={(v) => onChange?.(v)} allowClear={allowClear} optionFilterProp="label" maxTagCount="responsive" {...props} />;
}
