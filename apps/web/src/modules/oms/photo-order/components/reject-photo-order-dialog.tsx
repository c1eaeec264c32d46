import { Form, Input, Modal } from 'antd';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { useRejectPhotoOrderMutation } from '../api/photo-order.api';

/** 驳回: asks for the reason (required), then rejects; a photo order converted or rejected meanwhile answers 409 (toast). */
export function RejectPhotoOrderDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectPhotoOrderMutation();
  const submit = useFormSubmit(form, reject, { success: t('oms_photo.rejected'), onDone: () => { form.resetFields(); onClose(); } });
  return (
    <Modal open={id !== null} title={t('oms_photo.reject_title')} okText={t('oms_photo.reject')} okButtonProps={{ danger: true }} onCancel={onClose} onOk={() => form.submit()} confirmLoading={reject.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" name="photo_order_reject" onFinish={(v) => id !== null && submit({ id, reason: v.reason.trim() })}>
        <Form.Item name="reason" label={t('oms_photo.reject_reason')} rules={[{ required: true, whitespace: true, message: t('oms.photo_reject_reason_required') }]}>
          <Input.TextArea maxLength={200} rows={3} placeholder={t('oms_photo.reject_placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
