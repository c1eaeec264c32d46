import { Form, Input, Modal, Radio, type FormRule } from 'antd';
import { translate } from '@tradewind/contract/common/core-messages';
import { CertificationSchema, type Certification } from '@tradewind/contract/crm/certification.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useSaveCertificationMutation } from '../api/customer-detail.api';
import { splitImages } from '../drawer-rules';

type Values = { type: 1 | 2; name: string; credit_number: string; images: string[] };
type Props = { customerId: number; certification: Certification | null; onClose: () => void };

/** Submit a certification (none yet: POST) or resubmit a rejected one (PUT); the number is always typed anew. */
export function CertificationFormModal({ customerId, certification, onClose }: Props) {
  const { t, locale } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCertificationMutation();
  const submit = useFormSubmit(form, save, { success: t('crm_drawer.cert_submitted'), onDone: onClose });
  const shape = CertificationSchema.shape;
  // The number's rule depends on the type (resident ID or credit code): the whole contract schema decides.
  const creditNumberRule: FormRule = ({ getFieldsValue }) => ({
    validator: () => {
      const values = getFieldsValue(['type', 'name', 'credit_number']) as Partial<Values>;
      const result = CertificationSchema.safeParse({ customer_id: customerId, type: values.type, name: values.name ?? '', credit_number: values.credit_number ?? '' });
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'credit_number');
      return issue ? Promise.reject(new Error(translate(issue.message, locale))) : Promise.resolve();
    },
  });

  const handleFinish = (values: Values) =>
    submit({ exists: certification !== null, input: { customer_id: customerId, type: values.type, name: values.name, credit_number: values.credit_number, images: values.images.join(',') } });

  return (
    <Modal open title={t('crm_drawer.cert_submit')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        name="crm_certification"
        layout="vertical"
        initialValues={{ type: certification?.type ?? 1, name: certification?.name ?? '', credit_number: '', images: splitImages(certification?.images) }}
        onFinish={handleFinish}
      >
        <Form.Item name="type" label={t('crm_drawer.cert_type')} required rules={[zodRule(shape.type)]}>
          <Radio.Group
            options={[
              { value: 1, label: t('crm_drawer.cert_type_1') },
              { value: 2, label: t('crm_drawer.cert_type_2') },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t('crm_drawer.cert_name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="credit_number" label={t('crm_drawer.credit_number')} required dependencies={['type']} rules={[creditNumberRule]}>
          <Input maxLength={18} autoComplete="off" />
        </Form.Item>
        <Form.Item name="images" label={t('crm_drawer.cert_images')}>
          <ImageUploader maxCount={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
