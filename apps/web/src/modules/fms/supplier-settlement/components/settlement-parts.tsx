import { useState } from 'react';
import { Card, Empty, Input, Modal, Select, Tag, Timeline, Typography } from 'antd';
import type { SupplierSettlementDetail, SupplierSettlementSource } from '@tradewind/contract/fms/supplier-settlement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { money } from '../../components/money-text';
import { useSettlementSuppliersQuery, useSupplierSettlementActionMutation } from '../api/supplier-settlement.api';

const COLOR = { 1: 'default', 2: 'processing', 3: 'warning', 4: 'success' } as const;

/** 待审核 / 采购已审 / 财务已审 / 已付款 */
export function SettlementStatusTag({ status }: { status: 1 | 2 | 3 | 4 }) {
  const { t } = useI18n();
  return <Tag color={COLOR[status]}>{t(`fms.ss_status.${status}`)}</Tag>;
}

export function SourceTypeTag({ type, name }: { type: SupplierSettlementSource['source_type']; name: string }) {
  return <Tag color={type === 'warehousing_entry' ? 'blue' : 'orange'}>{name}</Tag>;
}

/** A source's amount as it counts: a refund subtracts. */
export const signedAmount = (r: Pick<SupplierSettlementSource, 'source_type' | 'amount'>) => (
  <Typography.Text type={r.source_type === 'purchase_refund' ? 'danger' : undefined}>
    {r.source_type === 'purchase_refund' ? <>−{money(r.amount)}</> : money(r.amount)}
  </Typography.Text>
);

type SelectProps = { value?: number | null; onChange?: (value: number | null) => void; id?: string; placeholder?: string; style?: React.CSSProperties };

/** One supplier of the tenant (disabled ones marked), searchable by name or code. */
export function SupplierSelect({ value, onChange, id, placeholder, style }: SelectProps) {
  const suppliers = useSettlementSuppliersQuery();
  const options = (suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.name}${s.status === 1 ? '' : ' ⊘'}`, code: s.code }));
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ filterOption: (input, o) => `${o?.label ?? ''} ${o?.code ?? ''}`.toLowerCase().includes(input.toLowerCase()) }}
      placeholder={placeholder}
      options={options}
      loading={suppliers.isPending}
      style={style}
    />
  );
}

/** 采购审核 / 财务审核 with a remark (optional, ≤ 200). */
export function AuditDialog({ doc, action, onClose }: { doc: SupplierSettlementDetail; action: 'audit1' | 'audit2'; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [remark, setRemark] = useState('');
  const act = useSupplierSettlementActionMutation();
  const handleOk = async () => {
    await act.mutateAsync({ id: doc.id, action, remark: remark.trim() || null });
    void message.success(t(`fms.ss_status.${action === 'audit1' ? 2 : 3}`));
    onClose();
  };
  return (
    <Modal open title={t('fms_ss.audit_title', { action: t(`fms_ss.${action}`), number: doc.number })} onCancel={onClose} onOk={() => void handleOk()} confirmLoading={act.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t(`fms_ss.${action}_hint`)}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text strong>{t('fms_ss.formula', { entries: doc.entry_amount, refunds: doc.refund_amount, total: doc.total_amount })}</Typography.Text>
      </Typography.Paragraph>
      <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} showCount rows={3} placeholder={t('fms_ss.audit_remark')} aria-label={t('fms_ss.audit_remark')} />
    </Modal>
  );
}

/** The settlement's log, oldest first: when, who, what, the state it led to, the remark (a removed document's number, a payment note). */
export function SettlementLog({ logs }: { logs: SupplierSettlementDetail['logs'] }) {
  const { t } = useI18n();
  return (
    <Card size="small" title={t('fms_ss.log')}>
      {logs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={logs.map((l) => ({
            key: l.id,
            children: (
              <Typography.Text>
                {l.created_at} · {l.staff_name ?? t('fms_ss.system')} · {t(`fms_ss.action_${l.action}`)} → {t(`fms.ss_status.${l.to_status}`)}
                {l.remark ? ` · ${l.remark}` : ''}
              </Typography.Text>
            ),
          }))}
        />
      )}
    </Card>
  );
}
