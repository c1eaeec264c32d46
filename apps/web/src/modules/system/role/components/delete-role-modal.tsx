import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { Role } from '@tradewind/contract/system/role.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDeleteRoleMutation } from '../api/role.api';
import { RoleSelect } from './role-select';

/** Deleting a role that staff hold: they move to another role first (DELETE /role/{id}?transfer_role_id=). */
export function DeleteRoleModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const remove = useDeleteRoleMutation();
  const [transferTo, setTransferTo] = useState<number | undefined>(undefined);
  const [touched, setTouched] = useState(false);

  const handleOk = () => {
    setTouched(true);
    if (transferTo === undefined) return;
    remove.mutate(
      { id: role.id, transferRoleId: transferTo },
      {
        onSuccess: () => {
          message.success(t('admin.deleted'));
          onClose();
        },
      },
    );
  };

  const missing = touched && transferTo === undefined;
  return (
    <Modal open title={t('role.transfer_title', { name: role.name })} onCancel={onClose} onOk={handleOk} okButtonProps={{ danger: true }} okText={t('admin.delete')} confirmLoading={remove.isPending} width={460}>
      <Alert type="warning" showIcon title={t('role.transfer_hint', { count: role.staff_count })} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('role.transfer_to')} required validateStatus={missing ? 'error' : undefined} help={missing ? t('role.transfer_required') : undefined}>
          <RoleSelect value={transferTo} onChange={(v) => setTransferTo(typeof v === 'number' ? v : undefined)} excludeId={role.id} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
