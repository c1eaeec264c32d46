import type { ReactNode } from 'react';
import { Form, Input, InputNumber, Modal, type FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';

type Props<V> = {
  kind: string;
  editing: boolean;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  saving: boolean;
  onClose: () => void;
  shape: { name: ZodType; sort: ZodType };
  /** the fields after the name and the order */
  children?: ReactNode;
};

/** The add/edit dialog of one customer setting row: name, order and what the kind adds; mounted while open, so each opening starts from the row. */
export function SettingFormModal<V>({ kind, editing, form, initialValues, onFinish, saving, onClose, shape, children }: Props<V>) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  return (
    <Modal
      open
      title={t(editing ? `crm_setting.edit_${kind}` : `crm_setting.create_${kind}`)}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name={`crm_${kind}`} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        <Form.Item name="name" label={t('crm_setting.name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t('crm_setting.sort')} extra={t('crm_setting.sort_hint')} rules={[zodRule(shape.sort)]}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
