import { Select } from 'antd';
import type { CustomerConfig } from '@tradewind/contract/crm/config.schema';
import { useCustomerConfigQuery } from '../api/customer-config.api';

type Props = {
  /** which of the six lists of GET /crm/config/customer */
  list: Exclude<keyof CustomerConfig, 'customer_rules'>;
  value?: number | null;
  onChange?: (value: number | null | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
};

/** A choice from one of the customer config lists (level, type, source, sex …). A form field. */
export function ConfigSelect({ list, value, onChange, placeholder, allowClear = true, id, style }: Props) {
  const config = useCustomerConfigQuery();
  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={config.data?.[list] ?? []}
      loading={config.isPending}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      style={style}
    />
  );
}
