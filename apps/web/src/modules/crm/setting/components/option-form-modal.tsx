import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { ConfigOptionSchema, type ConfigOptionItem, type ConfigOptionKind } from '@tradewind/contract/crm/setting.schema';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveOptionMutation } from '../api/option.api';

type Values = { name: string; sort: number | null; status: boolean };
type Props = { kind: ConfigOptionKind; option: ConfigOptionItem | null; onClose: () => void };

/** Add or edit one source or follow-up type; mounted while open, so each opening starts from the row. */
export function OptionFormModal({ kind, option, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveOptionMutation(kind);
  const submit = useSaveForm(form, save, { id: option?.id ?? null, onSaved: onClose });
  const shape = ConfigOptionSchema.shape;

  return (
    <Modal
      open
      title={t(option ? `crm_setting.edit_${kind}` : `crm_setting.create_${kind}`)}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`crm_${kind}`}
        layout="vertical"
        initialValues={{ name: option?.name ?? '', sort: option?.sort ?? 0, status: option ? option.status === 1 : true }}
        onFinish={(values) => submit({ name: values.name, sort: values.sort ?? 0, status: values.status ? 1 : 0 })}
      >
        <Form.Item name="name" label={t('crm_setting.name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t('crm_setting.sort')} extra={t('crm_setting.sort_hint')} rules={[zodRule(shape.sort)]}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('crm_setting.status')} valuePropName="checked" extra={t('crm_setting.status_hint')}>
          <Switch checkedChildren={t('admin.enabled')} unCheckedChildren={t('admin.disabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
