import { Col, Form, Input, Modal, Radio, Row, Space } from 'antd';
import { CreateRoleSchema, DATA_SCOPES, type DataScopeValue, type Role } from '@tradewind/contract/system/role.schema';
import { fromText, toText } from '@/core/form/converters';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSaveForm } from '@/core/form/use-save-form';
import { useSaveRoleMutation, type RoleBody } from '../api/role.api';
import { PermissionTree } from './permission-tree';

type RoleValues = { name: string; code?: string; remark?: string; data_scope: DataScopeValue; permissions: string[] };

/** One form for creating and editing a role: name, data scope and the permissions of the menu tree. */
export function RoleFormModal({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<RoleValues>();
  const save = useSaveRoleMutation();
  const submit = useSaveForm(form, save, { id: role?.id ?? null, onSaved: onClose });
  const creating = role === null;
  const initialValues: RoleValues = role
    ? { name: role.name, code: toText(role.code), remark: toText(role.remark), data_scope: role.data_scope, permissions: role.permissions }
    : { name: '', code: '', remark: '', data_scope: DATA_SCOPES.ownRecords, permissions: [] };

  const handleFinish = (values: RoleValues) => {
    const input: RoleBody = {
      name: values.name,
      code: fromText(values.code),
      remark: fromText(values.remark),
      data_scope: values.data_scope,
      permissions: values.permissions ?? [],
    };
    submit(input);
  };

  return (
    <Modal open title={t(creating ? 'role.create' : 'role.edit')} width={920} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('admin.save')}>
      <Form form={form} name="role" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Row gutter={24}>
          <Col span={9}>
            <Form.Item name="name" label={t('role.name')} required rules={[zodRule(CreateRoleSchema.shape.name)]}>
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
            <Form.Item name="code" label={t('role.code')} rules={[zodRule(CreateRoleSchema.shape.code)]}>
              <Input maxLength={50} autoComplete="off" placeholder={t('admin.optional')} />
            </Form.Item>
            <Form.Item name="data_scope" label={t('role.data_scope')} tooltip={t('role.data_scope_hint')}>
              <Radio.Group>
                <Space direction="vertical" size={4}>
                  {Object.values(DATA_SCOPES).map((v) => (
                    <Radio key={v} value={v}>
                      {t(`role.data_scope_${v}`)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="remark" label={t('role.remark')} rules={[zodRule(CreateRoleSchema.shape.remark)]}>
              <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('admin.optional')} />
            </Form.Item>
          </Col>
          <Col span={15}>
            <Form.Item name="permissions" label={t('role.permissions')}>
              <PermissionTree />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
