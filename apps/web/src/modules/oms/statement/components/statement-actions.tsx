import { Button, Modal, Select, Space } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useState } from 'react';
import { STATEMENT_STATES, type StatementAction } from '@tradewind/contract/oms/statement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { useCustomerContactsQuery, useDeleteStatementMutation, useStatementActionMutation } from '../api/statement.api';

type Statement = { id: number; number: string; status: number; customer_id: number; total_amount: string; received_amount: string };

/**
 * As STATEMENT_STATES offers them to the user: send (confirmed), confirm (which contact of the customer
 * confirmed), settle, delete a draft. Settling by hand only once receipt notes received the total (the server's rule; in practice a statement of total 0) —
 * otherwise receipt notes settle it.
 */
export function StatementActions({ statement, size = 'middle', onDeleted }: { statement: Statement; size?: 'small' | 'middle'; onDeleted?: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const act = useStatementActionMutation();
  const remove = useDeleteStatementMutation();
  const [confirming, setConfirming] = useState(false);
  const [contact, setContact] = useState<number | null>(null);
  const contacts = useCustomerContactsQuery(confirming ? statement.customer_id : null);
  const can = useDocumentActions(STATEMENT_STATES, statement.status);
  const run = async (action: StatementAction, body: Record<string, unknown> = {}) => {
    await act.mutateAsync({ id: statement.id, action, body });
    void message.success(t(`oms_statement.done.${action}`));
  };
  return (
    <Space size={0} wrap>
      {can.send && (
        <ConfirmAction title={t('oms_statement.confirm.send', { number: statement.number })} onConfirm={() => run('send')}>
          <Button type="link" size={size}>{t('oms_statement.action.send')}</Button>
        </ConfirmAction>
      )}
      {can.confirm && (
        <Button type="link" size={size} onClick={() => setConfirming(true)}>{t('oms_statement.action.confirm')}</Button>
      )}
      {can.settle && Number(statement.received_amount) >= Number(statement.total_amount) && (
        <ConfirmAction title={t('oms_statement.confirm.settle', { number: statement.number })} onConfirm={() => run('settle')}>
          <Button type="link" size={size}>{t('oms_statement.action.settle')}</Button>
        </ConfirmAction>
      )}
      {can.delete && (
        <DeleteAction size={size} title={t('oms_statement.confirm.delete', { number: statement.number })} onDelete={() => remove.mutateAsync(statement.id)} onDeleted={onDeleted} />
      )}
      <Modal
        open={confirming}
        title={t('oms_statement.action.confirm')}
        okText={t('oms_statement.action.confirm')}
        okButtonProps={{ disabled: contact === null, loading: act.isPending }}
        onCancel={() => setConfirming(false)}
        onOk={async () => {
          await run('confirm', { customer_user_id: contact });
          setConfirming(false);
        }}
        destroyOnHidden
      >
        <p>{t('oms_statement.confirm_contact_hint')}</p>
        <Select
          aria-label={t('oms_statement.confirmed_by')}
          style={{ width: '100%' }}
          placeholder={t('oms_statement.contact_choose')}
          loading={contacts.isFetching}
          value={contact ?? undefined}
          onChange={(v: number) => setContact(v)}
          options={(contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }))}
        />
      </Modal>
    </Space>
  );
}
