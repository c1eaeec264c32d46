import { Form, Input, InputNumber, Modal } from 'antd';
import { CustomerCategorySchema, type CustomerCategory } from '@tradewind/contract/crm/config.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveForm } from '@/core/form/use-save-form';
import type { CategoryKind } from '../api/category.api';
import { useSaveCategoryMutation } from '../api/category.api';

type Values = { name: string; sort: number | null };
type Props = { kind: CategoryKind; category: CustomerCategory | null; onClose: () => void };

/** Add or edit one type or level; mounted while open, so each opening starts from the row. */
export function CategoryFormModal({ kind, category, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCategoryMutation(kind);
  const submit = useSaveForm(form, save, { id: category?.id ?? null, onSaved: onClose });
  const shape = CustomerCategorySchema.shape;

  const handleFinish = (values: Values) =>
    submit({ name: values.name, sort: values.sort ?? 0 });

  return (
    <Modal
      open
      title={t(category ? `crm_setting.edit_${kind}` : `crm_setting.create_${kind}`)}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name={`crm_${kind}`} layout="vertical" initialValues={{ name: category?.name ?? '', sort: category?.sort ?? 0 }} onFinish={handleFinish}>
        <Form.Item name="name" label={t('crm_setting.name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t('crm_setting.sort')} extra={t('crm_setting.sort_hint')} rules={[zodRule(shape.sort)]}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
