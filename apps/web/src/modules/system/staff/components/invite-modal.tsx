import { useEffect } from 'react';
import { Alert, Modal, Spin, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCreateInviteMutation } from '../api/staff.api';

type Props = { open: boolean; deptId: number | null; onClose: () => void };

/** Makes an invite link (into the department chosen in the tree, if any) to copy and send. */
export function InviteModal({ open, deptId, onClose }: Props) {
  const { t } = useI18n();
  const create = useCreateInviteMutation();
  const { mutate, reset } = create;
  useEffect(() => {
    if (open) mutate(deptId);
    else reset();
  }, [open, deptId, mutate, reset]);
  const link = create.data ? `${window.location.origin}${create.data.path}` : '';
  return (
    <Modal open={open} title={t('staff.invite')} onCancel={onClose} footer={null} destroyOnHidden>
      {create.isPending && <Spin />}
      {create.data && (
        <>
          <Alert type="info" showIcon message={t('staff.invite_hint', { expires: create.data.expires_at })} style={{ marginBottom: 12 }} />
          <Typography.Paragraph copyable={{ text: link }} code data-testid="invite-link">
            {link}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
