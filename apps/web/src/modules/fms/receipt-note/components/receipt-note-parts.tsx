import { Button, Space, Tag } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate } from 'react-router';
import { RECEIPT_NOTE_STATES, type ReceiptNote } from '@tradewind/contract/fms/receipt-note.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { RECEIPT_PRINT_PERMISSION, receiptPath, useAuditReceiptNoteMutation, useDeleteReceiptNoteMutation } from '../api/receipt-note.api';
import { groupDigits } from '@tradewind/contract/common/money';

export function ReceiptStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={status === 1 ? 'success' : 'warning'}>{t(`fms.rn_status.${status}`)}</Tag>;
}

/**
 * A note's actions as RECEIPT_NOTE_STATES offers them to the user: detail (in the list), edit, audit and delete while pending —
 * each destructive or posting one behind a confirmation —, print. `onDeleted` after a delete (the detail leaves).
 */
export function ReceiptNoteActions({ note, inList, onDeleted }: { note: Pick<ReceiptNote, 'id' | 'status' | 'number' | 'amount' | 'unallocated_amount'>; inList?: boolean; onDeleted?: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const audit = useAuditReceiptNoteMutation();
  const remove = useDeleteReceiptNoteMutation();
  const type = inList ? 'link' : 'default';
  const can = useDocumentActions(RECEIPT_NOTE_STATES, note.status);
  return (
    <Space size={inList ? 0 : 8} wrap={!inList}>
      {inList ? (
        <Button type="link" onClick={() => void navigate(receiptPath('detail', note.id))}>
          {t('fms_rn.detail')}
        </Button>
      ) : null}
      {can.update ? <Button type={type} onClick={() => void navigate(receiptPath('edit', note.id))}>{t('fms_rn.edit')}</Button> : null}
      {can.audit ? (
        <ConfirmAction
          title={t('fms_rn.audit_confirm', { number: note.number, amount: groupDigits(note.amount) })}
          description={Number(note.unallocated_amount) > 0 ? t('fms_rn.audit_confirm_prepay', { amount: groupDigits(note.unallocated_amount) }) : undefined}
          onConfirm={() => audit.mutateAsync(note.id)}
        >
          <Button type={inList ? 'link' : 'primary'} loading={audit.isPending} data-testid="rn-audit">{t('fms_rn.audit')}</Button>
        </ConfirmAction>
      ) : null}
      {can.delete ? (
        <ConfirmAction
          title={t('fms_rn.delete_confirm', { number: note.number })}
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            await remove.mutateAsync(note.id);
            void message.success(t('list.deleted'));
            onDeleted?.();
          }}
        >
          <Button type={inList ? 'link' : 'default'} danger>{t('fms_rn.delete')}</Button>
        </ConfirmAction>
      ) : null}
      <Permission rule={RECEIPT_PRINT_PERMISSION}>
        <Button type={type} onClick={() => window.open(receiptPath('print', note.id), '_blank')}>{t('fms_rn.print')}</Button>
      </Permission>
    </Space>
  );
}
