import { Col, Form, Input, Modal, Radio, Row, Switch } from 'antd';
import { passwordSchema } from '@tradewind/contract/system/auth.schema';
import { CreateStaffSchema, DEPT_ROLES, type DeptRole, type Staff } from '@tradewind/contract/system/staff.schema';
import { fromSwitch, fromText, toSwitch, toText } from '@/core/form/converters';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeptTreeSelect } from '../../dept/components/dept-tree-select';
import { RoleSelect } from '../../role/components/role-select';
import { useSaveForm } from '@/core/form/use-save-form';
import { StoreSelect } from '../../store/components/store-select';
import { ImageUploader } from '@/modules/common';
import { useSaveStaffMutation, type StaffInput } from '../api/staff.api';
import { avatarValueProps, normalizeAvatar } from '../staff-form-values';

type StaffValues = {
  name: string;
  phone: string;
  account?: string;
  password?: string;
  avatar?: string;
  dept_id?: number | null;
  dept_role: DeptRole;
  role_ids: number[];
  store_ids: number[];
  status: boolean;
};

const DEPT_ROLE_VALUES = Object.values(DEPT_ROLES);

function initialValues(staff: Staff | null, deptId: number | null): Partial<StaffValues> {
  if (!staff) return { dept_id: deptId, dept_role: DEPT_ROLES.member, role_ids: [], store_ids: [], status: true };
  return {
    name: staff.name,
    phone: toText(staff.phone),
    account: toText(staff.account),
    avatar: toText(staff.avatar),
    dept_id: staff.dept_id,
    dept_role: staff.dept_role,
    role_ids: staff.roles.map((r) => r.id),
    store_ids: staff.stores.map((s) => s.id),
    status: toSwitch(staff.status),
  };
}

type Props = {
  open: boolean;
  /** null: a new member */
  staff: Staff | null;
  /** a new member starts in the department the list is filtered by */
  defaultDeptId?: number | null;
  onClose: () => void;
};

/** One form for creating and editing a staff member; the password is asked only when creating. */
export function StaffFormModal({ open, staff, defaultDeptId = null, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<StaffValues>();
  const save = useSaveStaffMutation();
  const submit = useSaveForm(form, save, { id: staff?.id ?? null, onSaved: onClose });
  const creating = staff === null;

  const handleFinish = (values: StaffValues) => {
    const input: StaffInput = {
      name: values.name,
      phone: values.phone,
      account: values.account?.trim() || undefined,
      password: creating ? values.password : undefined,
      avatar: fromText(values.avatar),
      dept_id: values.dept_id ?? null,
      dept_role: values.dept_role,
      role_ids: values.role_ids ?? [],
      store_ids: values.store_ids ?? [],
      status: fromSwitch(values.status),
    };
    submit(input);
  };

  const status = (
    <Form.Item name="status" label={t('staff.status')} valuePropName="checked">
      <Switch checkedChildren={t('admin.enabled')} unCheckedChildren={t('admin.disabled')} disabled={staff?.is_owner === 1} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t(creating ? 'staff.create' : 'staff.edit')}
      width={680}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      okText={t('admin.save')}
    >
      <Form form={form} name="staff" layout="vertical" initialValues={initialValues(staff, defaultDeptId)} onFinish={handleFinish} preserve={false}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('staff.name')} required rules={[zodRule(CreateStaffSchema.shape.name)]}>
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={t('staff.phone')} required rules={[zodRule(CreateStaffSchema.shape.phone)]}>
              <Input maxLength={11} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="account" label={t('staff.account')} tooltip={t('staff.account_hint')} rules={[zodRule(CreateStaffSchema.shape.account)]}>
              <Input maxLength={32} autoComplete="off" placeholder={t('admin.optional')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            {creating ? (
              <Form.Item name="password" label={t('staff.password')} required rules={[zodRule(passwordSchema)]}>
                <Input.Password maxLength={32} autoComplete="new-password" />
              </Form.Item>
            ) : (
              status
            )}
          </Col>
          <Col span={12}>
            <Form.Item name="dept_id" label={t('staff.dept')}>
              <DeptTreeSelect placeholder={t('admin.none')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="dept_role" label={t('staff.dept_role')}>
              <Radio.Group options={DEPT_ROLE_VALUES.map((v) => ({ value: v, label: t(`staff.dept_role_${v}`) }))} optionType="button" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="role_ids" label={t('staff.roles')}>
              <RoleSelect multiple />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="store_ids" label={t('staff.stores')}>
              <StoreSelect multiple />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="avatar"
              label={t('staff.avatar')}
              rules={[zodRule(CreateStaffSchema.shape.avatar)]}
              getValueProps={avatarValueProps}
              normalize={normalizeAvatar}
            >
              <ImageUploader maxCount={1} />
            </Form.Item>
          </Col>
          {creating ? <Col span={12}>{status}</Col> : null}
        </Row>
      </Form>
    </Modal>
  );
}
