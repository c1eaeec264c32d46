import { Tag, Typography } from 'antd';
import type { SupplierSettlementSource } from '@tradewind/contract/fms/supplier-settlement.schema';
import { money } from '../../components/money-text';
import { useSettlementSuppliersQuery } from '../api/supplier-settlement.api';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';

export function SourceTypeTag({ type, name }: { type: SupplierSettlementSource['source_type']; name: string }) {
  return <Tag color={type === 'warehousing_entry' ? 'blue' : 'orange'}>{name}</Tag>;
}

/** A source's amount as it counts: a refund subtracts. */
export const signedAmount = (r: Pick<SupplierSettlementSource, 'source_type' | 'amount'>) => (
  <Typography.Text type={r.source_type === 'purchase_refund' ? 'danger' : undefined}>
    {r.source_type === 'purchase_refund' ? <>−{money(r.amount)}</> : money(r.amount)}
  </Typography.Text>
);

/** One supplier of the tenant (disabled ones marked), searchable by name or code. */
export function SupplierSelect(props: RecordSelectProps) {
  const suppliers = useSettlementSuppliersQuery();
  const options = (suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.name}${s.status === 1 ? '' : ' ⊘'}`, code: s.code }));
  return (
    <RecordSelect
      {...props}
      showSearch={{ filterOption: (input, o) => `${o?.label ?? ''} ${o?.code ?? ''}`.toLowerCase().includes(input.toLowerCase()) }}
      options={options}
      loading={suppliers.isPending}
    />
  );
}
