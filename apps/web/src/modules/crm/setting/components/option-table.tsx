import { Form, Space, Switch, Tag } from 'antd';
import { ConfigOptionSchema, type ConfigOptionItem, type ConfigOptionKind } from '@tradewind/contract/crm/setting.schema';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDeleteOptionMutation, useOptionListQuery, useSaveOptionMutation } from '../api/option.api';
import { SettingFormModal } from './setting-form-modal';
import { SettingTable, UseNumCell } from './setting-table';

/** One card: the customer sources or the follow-up types, with add, edit (name, order, on/off) and delete. */
export function OptionTable({ kind }: { kind: ConfigOptionKind }) {
  const { t } = useI18n();
  const remove = useDeleteOptionMutation(kind);
  return (
    <SettingTable<ConfigOptionItem>
      kind={kind}
      list={useOptionListQuery(kind)}
      onDelete={(id) => remove.mutateAsync(id)}
      renderName={(name, row) => (
        <Space size={4}>
          {name}
          {row.builtin ? <Tag>{t('crm_setting.builtin')}</Tag> : null}
        </Space>
      )}
      columns={[
        { title: t('crm_setting.sort'), dataIndex: 'sort', width: 70 },
        {
          title: t('crm_setting.status'),
          dataIndex: 'status',
          width: 80,
          render: (s: number) => (s === 1 ? <Tag color="green">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>),
        },
        { title: t(`crm_setting.${kind}_use_num`), dataIndex: 'use_num', width: 90, render: (n: number) => <UseNumCell n={n} /> },
      ]}
      usedBy={(row) => row.use_num}
      inUseText={`crm_setting.${kind}_in_use`}
      minWidth={420}
      renderModal={(option, onClose) => <OptionFormModal kind={kind} option={option} onClose={onClose} />}
    />
  );
}

type Values = { name: string; sort: number | null; status: boolean };

/** Add or edit one source or follow-up type. */
function OptionFormModal({ kind, option, onClose }: { kind: ConfigOptionKind; option: ConfigOptionItem | null; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const save = useSaveOptionMutation(kind);
  const submit = useSaveForm(form, save, { id: option?.id ?? null, onSaved: onClose });
  return (
    <SettingFormModal<Values>
      kind={kind}
      editing={option !== null}
      form={form}
      initialValues={{ name: option?.name ?? '', sort: option?.sort ?? 0, status: option ? option.status === 1 : true }}
      onFinish={(values) => submit({ name: values.name, sort: values.sort ?? 0, status: values.status ? 1 : 0 })}
      saving={save.isPending}
      onClose={onClose}
      shape={ConfigOptionSchema.shape}
    >
      <Form.Item name="status" label={t('crm_setting.status')} valuePropName="checked" extra={t('crm_setting.status_hint')}>
        <Switch checkedChildren={t('admin.enabled')} unCheckedChildren={t('admin.disabled')} />
      </Form.Item>
    </SettingFormModal>
  );
}
