import { Form, Input, InputNumber, Modal } from 'antd';
import { CreateDeptSchema, type Department } from '@tradewind/contract/system/dept.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveForm } from '@/core/form/use-save-form';
import { useSaveDeptMutation, type DeptBody } from '../api/dept.api';
import { DeptTreeSelect } from './dept-tree-select';

type DeptValues = { name: string; parent_id: number | null; sort: number };

type Props = {
  /** null: a new department */
  dept: Department | null;
  /** a new department's parent ("add sub-department") */
  parentId?: number | null;
  onClose: () => void;
};

/** One form for creating and editing a department; it cannot move under itself or its descendants. */
export function DeptFormModal({ dept, parentId = null, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<DeptValues>();
  const save = useSaveDeptMutation();
  const submit = useSaveForm(form, save, { id: dept?.id ?? null, onSaved: onClose });
  const creating = dept === null;
  const initialValues: DeptValues = dept ? { name: dept.name, parent_id: dept.parent_id, sort: dept.sort } : { name: '', parent_id: parentId, sort: 0 };

  const handleFinish = (values: DeptValues) => {
    const input: DeptBody = { name: values.name, parent_id: values.parent_id ?? null, sort: values.sort ?? 0 };
    submit(input);
  };

  return (
    <Modal open title={t(creating ? 'dept.create' : 'dept.edit')} width={460} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('admin.save')}>
      <Form form={form} name="dept" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Form.Item name="parent_id" label={t('dept.parent')}>
          <DeptTreeSelect excludeId={dept?.id ?? null} placeholder={t('dept.no_parent')} />
        </Form.Item>
        <Form.Item name="name" label={t('dept.name')} required rules={[zodRule(CreateDeptSchema.shape.name)]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t('dept.sort')} tooltip={t('dept.sort_hint')} rules={[zodRule(CreateDeptSchema.shape.sort)]}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
