import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { CreateCourierSchema, type Courier } from '@tradewind/contract/marketing/courier.schema';
import { fromText, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveCourierMutation } from '../api/courier.api';

type Values = { code: string; name: string; tracking_url: string; phone: string; enabled: boolean; sort: number | null; remark: string };

/** The create-or-edit dialog of a courier. */
export function CourierFormModal({ courier, onClose }: { courier: Courier | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCourierMutation();
  const submit = useSaveForm(form, save, { id: courier?.id ?? null, onSaved: onClose });
  const shape = CreateCourierSchema.shape;
  const initialValues: Values = {
    code: courier?.code ?? '',
    name: courier?.name ?? '',
    tracking_url: toText(courier?.tracking_url),
    phone: toText(courier?.phone),
    enabled: (courier?.status ?? 1) === 1,
    sort: courier?.sort ?? 0,
    remark: toText(courier?.remark),
  };
  const handleFinish = (v: Values) =>
    submit({ code: v.code, name: v.name, tracking_url: fromText(v.tracking_url), phone: fromText(v.phone), status: v.enabled ? 1 : 0, sort: v.sort ?? 0, remark: fromText(v.remark) });

  return (
    <Modal open title={t(courier ? 'marketing.courier_edit' : 'marketing.courier_create')} width={520} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('admin.save')} destroyOnHidden>
      <Form form={form} name="courier" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Form.Item name="code" label={t('marketing.courier_code')} required rules={[zodRule(shape.code)]}>
          <Input maxLength={20} autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="name" label={t('marketing.courier_name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="tracking_url" label={t('marketing.courier_tracking_url')} extra={t('marketing.courier_tracking_url_hint')} rules={[zodRule(shape.tracking_url)]}>
          <Input maxLength={300} autoComplete="off" placeholder="https://…{no}" />
        </Form.Item>
        <Form.Item name="phone" label={t('marketing.courier_phone')} rules={[zodRule(shape.phone)]}>
          <Input maxLength={20} autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="sort" label={t('marketing.sort')} rules={[zodRule(shape.sort)]}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('marketing.courier_status')} valuePropName="checked">
          <Switch checkedChildren={t('marketing.courier_status_1')} unCheckedChildren={t('marketing.courier_status_0')} />
        </Form.Item>
        <Form.Item name="remark" label={t('marketing.remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
