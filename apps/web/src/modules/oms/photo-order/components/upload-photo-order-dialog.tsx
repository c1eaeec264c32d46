import { Form, Input, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { CustomerSelect } from '@/modules/crm';
import { photoOrderDetailPath, useCreatePhotoOrderMutation, useCustomerContactsQuery, type PhotoOrderBody } from '../api/photo-order.api';

type Values = { customer_id?: number | null; customer_user_id?: number | null; photos?: string[]; remark?: string };

/** 上传拍照订单: the customer (and the contact who sent it), the photos (1–9) and a remark; then its detail opens. */
export function UploadPhotoOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const customerId = Form.useWatch('customer_id', form) ?? null;
  const contacts = useCustomerContactsQuery(customerId);
  const create = useCreatePhotoOrderMutation();
  const submit = useFormSubmit(form, create, {
    success: t('oms_photo.uploaded'),
    onDone: (made) => {
      form.resetFields();
      onClose();
      void navigate(photoOrderDetailPath(made.id));
    },
  });
  const finish = (v: Values) => submit({ customer_id: v.customer_id as number, customer_user_id: v.customer_user_id ?? null, photos: v.photos ?? [], remark: v.remark?.trim() || null } satisfies PhotoOrderBody);
  return (
    <Modal open={open} title={t('oms_photo.upload')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={create.isPending} destroyOnHidden width={560}>
      <Form<Values> form={form} layout="vertical" name="photo_order_upload" onFinish={finish}>
        <Form.Item name="customer_id" label={t('oms_photo.customer')} rules={[{ required: true, message: t('oms_photo.customer_required') }]}>
          <CustomerSelect placeholder={t('oms_photo.customer_search')} onChange={(v) => form.setFieldsValue({ customer_id: v, customer_user_id: null })} />
        </Form.Item>
        <Form.Item name="customer_user_id" label={t('oms_photo.contact')}>
          <Select allowClear disabled={customerId === null} loading={contacts.isFetching} options={(contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }))} />
        </Form.Item>
        <Form.Item name="photos" label={t('oms_photo.photos')} rules={[{ required: true, type: 'array', min: 1, message: t('oms.photo_required') }]}>
          <ImageUploader maxCount={9} />
        </Form.Item>
        <Form.Item name="remark" label={t('oms_photo.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
