import { Alert, Form, Input, Modal } from 'antd';
import { passwordSchema } from '@tradewind/contract/system/auth.schema';
import type { Staff } from '@tradewind/contract/system/staff.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useResetStaffPasswordMutation } from '../api/staff.api';

/** PUT /staff/reset_password: a new password chosen by the administrator; the member's sessions end. */
export function ResetPasswordModal({ staff, onClose }: { staff: Staff | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetStaffPasswordMutation();
  const submit = useFormSubmit(form, reset, { success: t('staff.password_reset_done'), onDone: onClose });

  const handleFinish = ({ password }: { password: string }) => {
    if (!staff) return;
    submit({ id: staff.id, password });
  };

  return (
    <Modal
      open={staff !== null}
      title={staff ? t('staff.reset_password_title', { name: staff.name }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={reset.isPending}
      destroyOnHidden
      width={420}
    >
      <Alert type="warning" showIcon title={t('staff.reset_password_hint')} style={{ marginBottom: 16 }} />
      <Form form={form} name="reset-password" layout="vertical" onFinish={handleFinish} preserve={false}>
        <Form.Item name="password" label={t('staff.new_password')} required rules={[zodRule(passwordSchema)]}>
          <Input.Password maxLength={32} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
