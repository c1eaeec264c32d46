import { Button } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate } from 'react-router';
import { PAYMENT_NOTE_STATES, type PaymentNote } from '@tradewind/contract/fms/payment-note.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { paymentNotePath, useAuditPaymentNoteMutation, useDeletePaymentNoteMutation } from '../api/payment-note.api';

/** A note's actions as PAYMENT_NOTE_STATES offers them to the user: edit, then audit and delete (each behind a confirmation); `onDeleted` after a delete. */
export function NoteActions({ note, link, onDeleted }: { note: Pick<PaymentNote, 'id' | 'status'>; link?: boolean; onDeleted?: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const audit = useAuditPaymentNoteMutation();
  const remove = useDeletePaymentNoteMutation();
  const can = useDocumentActions(PAYMENT_NOTE_STATES, note.status);
  const type = link ? 'link' : undefined;
  return (
    <>
      {can.update ? <Button type={type} onClick={() => void navigate(paymentNotePath('edit', note.id))}>{t('fms_pn.edit')}</Button> : null}
      {can.audit ? (
        <ConfirmAction title={t('fms_pn.audit_confirm')} onConfirm={() => audit.mutateAsync(note.id)}>
          <Button type={link ? 'link' : 'primary'} loading={audit.isPending}>{t('fms_pn.audit')}</Button>
        </ConfirmAction>
      ) : null}
      {can.delete ? (
        <ConfirmAction
          title={t('fms_pn.delete_confirm')}
          onConfirm={async () => {
            await remove.mutateAsync(note.id);
            void message.success(t('list.deleted'));
            onDeleted?.();
          }}
        >
          <Button type={type} danger>{t('fms_pn.delete')}</Button>
        </ConfirmAction>
      ) : null}
    </>
  );
}
