import { Select } from 'antd';
import { useRoleOptionsQuery } from '../api/role.queries';

type Value = number | number[] | undefined;

type Props = {
  multiple?: boolean;
  value?: Value;
  onChange?: (value: Value) => void;
  placeholder?: string;
  /** a role that may not be chosen (the one being deleted) */
  excludeId?: number;
  id?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
};

/** One role or several, from every role of the company. */
export function RoleSelect({ value, onChange, placeholder, excludeId, id, allowClear = true, style, multiple }: Props) {
  const roles = useRoleOptionsQuery();
  const options = (roles.data ?? []).filter((r) => r.id !== excludeId).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Select<Value>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      loading={roles.isPending}
      placeholder={placeholder}
      allowClear={allowClear}
      optionFilterProp="label"
      maxTagCount="responsive"
      style={style}
    />
  );
}
