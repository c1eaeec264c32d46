import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CreateVisitSchema } from '@tradewind/contract/crm/visit.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFormSubmit } from '@/core/form/use-save-form';
import { ConfigSelect } from '../../customer/components/config-select';
import { useCreateVisitMutation, type VisitOwner } from '../api/customer-detail.api';
import { VisitImageUploader } from './visit-image-uploader';

type Values = { content: string; visit_type?: number | null; type: 1 | 2 | 3; next_visit_time: string | null; address: string; images: string[] };

const NEW_VISIT: Values = { content: '', visit_type: undefined, type: 1, next_visit_time: null, address: '', images: [] };

/** Log a follow-up (crm:visit:create): content ≤ 200, how (visit type), kind 1/2/3 (default 1), next time, address, up to 9 photos. */
export function VisitFormModal({ owner, onClose }: { owner: VisitOwner; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const create = useCreateVisitMutation(owner);
  const submit = useFormSubmit(form, create, { success: t('crm_drawer.visit_created'), onDone: onClose });
  const shape = CreateVisitSchema.shape;

  const handleFinish = (values: Values) =>
    submit({
      content: values.content,
      visit_type: values.visit_type ?? 0,
      type: values.type,
      next_visit_time: values.next_visit_time,
      address: values.address,
      images: values.images.join(','),
    });

  return (
    <Modal open width={640} title={t('crm_drawer.visit_create')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={create.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="crm_visit" layout="vertical" initialValues={NEW_VISIT} onFinish={handleFinish}>
        <Form.Item name="content" label={t('crm_drawer.visit_content')} required rules={[zodRule(shape.content)]}>
          <Input.TextArea rows={4} maxLength={200} showCount placeholder={t('crm_drawer.visit_content_placeholder')} />
        </Form.Item>
        <Form.Item name="visit_type" label={t('crm_drawer.visit_type')} required rules={[zodRule(shape.visit_type)]}>
          <ConfigSelect list="customer_visit_type" allowClear={false} placeholder={t('crm_customer.placeholder_select')} />
        </Form.Item>
        <Form.Item name="type" label={t('crm_drawer.visit_kind')} rules={[zodRule(shape.type)]}>
          <Radio.Group options={[1, 2, 3].map((value) => ({ value, label: t(`crm_drawer.visit_kind_${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="next_visit_time"
          label={t('crm_drawer.visit_next_time')}
          rules={[zodRule(shape.next_visit_time)]}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD HH:mm:ss') : null)}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="address" label={t('crm_drawer.visit_address')} rules={[zodRule(shape.address)]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="images" label={t('crm_drawer.visit_images')} extra={t('crm_drawer.visit_images_hint')} rules={[zodRule(shape.images)]}>
          <VisitImageUploader />
        </Form.Item>
      </Form>
    </Modal>
  );
}
