import { Form, Input, Modal, Select } from 'antd';
import { CreateFeedbackSchema, FEEDBACK_TYPES } from '@tradewind/contract/marketing/feedback.schema';
import { fromText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { CustomerSelect } from '@/modules/crm';
import { useCreateFeedbackMutation } from '../api/feedback.api';

type Values = { customer_id: number | null; contact_name: string; contact_phone: string; type: number | null; content: string; images: string[] };

/** 登记反馈: one a customer gave by phone or in person, recorded by staff. */
export function FeedbackFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useCreateFeedbackMutation();
  const submit = useSaveForm(form, save, { id: null, onSaved: onClose });
  const shape = CreateFeedbackSchema.shape;
  const initialValues: Values = { customer_id: null, contact_name: '', contact_phone: '', type: null, content: '', images: [] };
  const handleFinish = (v: Values) =>
    submit({ customer_id: v.customer_id, contact_name: fromText(v.contact_name), contact_phone: fromText(v.contact_phone), type: v.type as 1, content: v.content, images: v.images ?? [] });

  return (
    <Modal open title={t('marketing.feedback_create')} width={560} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('admin.save')} destroyOnHidden>
      <Form form={form} name="feedback" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Form.Item name="customer_id" label={t('marketing.feedback_customer')}>
          <CustomerSelect placeholder={t('marketing.feedback_customer')} />
        </Form.Item>
        <Form.Item name="contact_name" label={t('marketing.feedback_contact_name')} rules={[zodRule(shape.contact_name)]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="contact_phone" label={t('marketing.feedback_contact_phone')} rules={[zodRule(shape.contact_phone)]}>
          <Input maxLength={11} autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label={t('marketing.feedback_type')} required rules={[zodRule(shape.type)]}>
          <Select options={FEEDBACK_TYPES.map((v) => ({ value: v, label: t(`marketing.feedback_type_${v}`) }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="content" label={t('marketing.feedback_content')} required rules={[zodRule(shape.content)]}>
          <Input.TextArea maxLength={1000} rows={4} showCount />
        </Form.Item>
        <Form.Item name="images" label={t('marketing.feedback_images')}>
          <ImageUploader maxCount={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
