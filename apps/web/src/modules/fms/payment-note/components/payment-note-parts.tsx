import { Tag } from 'antd';
import type { PaymentNoteDetail } from '@tradewind/contract/fms/payment-note.schema';
import { SectionTable } from '@/core/documents/section-table';
import { useI18n } from '@/core/i18n/use-i18n';

/** A note's state as a tag: pending orange, audited green. */
export function PaymentNoteStatusTag({ status, name }: { status: number; name: string }) {
  return <Tag color={status === 0 ? 'orange' : 'green'}>{name}</Tag>;
}

/** The note's log: who created, changed and audited it. */
export function PaymentNoteLog({ logs }: { logs: PaymentNoteDetail['logs'] }) {
  const { t } = useI18n();
  return (
    <SectionTable
      title={t('fms_pn.section_log')}
      rows={logs}
      columns={[
        { title: t('fms_pn.log_time'), dataIndex: 'created_at', width: 170 },
        { title: t('fms_pn.log_action'), dataIndex: 'action', width: 100, render: (v: string) => t(`fms_pn.log.${v}`) },
        { title: t('fms_pn.log_staff'), dataIndex: 'staff_name', width: 120, render: (v: string | null) => v ?? '-' },
        { title: t('fms_pn.log_remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
      ]}
    />
  );
}
