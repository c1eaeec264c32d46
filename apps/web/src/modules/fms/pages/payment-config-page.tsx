import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Image, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CreatePaymentConfigSchema, PAYMENT_KIND, PAYMENT_KINDS, type PaymentConfig } from '@tradewind/contract/fms/payment-config.schema';
import { fromSwitch, fromText, toSwitch, toText } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { EnabledCell } from '@/core/list/list-cells';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ImageUploader } from '@/modules/common';
import { fetchPaymentConfig, usePaymentConfigActionMutation, usePaymentConfigsQuery, useSavePaymentConfigMutation } from '../api/fms.api';

type Values = { kind: number; name: string; account_name: string; bank_name: string; account_no: string; qr_image: string[]; sort: number | null; remark: string; status: boolean; is_default: boolean };

const EMPTY: Values = { kind: PAYMENT_KIND.bank, name: '', account_name: '', bank_name: '', account_no: '', qr_image: [], sort: 0, remark: '', status: true, is_default: false };
const toValues = (c: PaymentConfig): Values => ({
  kind: c.kind,
  name: c.name,
  account_name: toText(c.account_name),
  bank_name: toText(c.bank_name),
  account_no: toText(c.account_no),
  qr_image: c.qr_image ? [c.qr_image] : [],
  sort: c.sort,
  remark: toText(c.remark),
  status: toSwitch(c.status),
  is_default: toSwitch(c.is_default),
});

/** /fms/payment_config/list: the tenant's methods and accounts — enable, disable, one default, edit, delete. */
export function PaymentConfigPage() {
  const { t } = useI18n();
  const configs = usePaymentConfigsQuery();
  const action = usePaymentConfigActionMutation();
  const canUpdate = usePermission('fms:payment_config:update');
  const [editing, setEditing] = useState<{ id: number | null; values: Values } | null>(null);

  const openEdit = async (id: number) => setEditing({ id, values: toValues(await fetchPaymentConfig(id)) });

  const columns: TableColumnsType<PaymentConfig> = [
    { title: t('fms_web.pc_name'), dataIndex: 'name', width: 180, render: (v: string, r) => <span>{v} {r.is_default === 1 ? <Tag color="blue">{t('fms_web.pc_default')}</Tag> : null}</span> },
    { title: t('fms_web.pc_kind'), dataIndex: 'kind_name', width: 100 },
    {
      title: t('fms_web.pc_account_no'),
      key: 'account',
      width: 280,
      render: (_v, r) =>
        r.account_no || r.bank_name || r.account_name ? (
          <div>
            {r.account_no ? <div>{r.account_no}</div> : null}
            <Typography.Text type={r.account_no ? 'secondary' : undefined}>{[r.bank_name, r.account_name].filter(Boolean).join(' · ')}</Typography.Text>
          </div>
        ) : (
          '-'
        ),
    },
    { title: t('fms_web.pc_qr'), dataIndex: 'qr_image', width: 80, render: (v: string | null) => (v ? <Image src={v} width={40} height={40} /> : '-') },
    { title: t('fms_web.pc_sort'), dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: t('fms_web.pc_status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number, r) => (
        <EnabledCell
          on={v === 1}
          canChange={canUpdate}
          label={`${r.name} ${t('fms_web.pc_status')}`}
          texts={[t('fms_web.enabled'), t('fms_web.disabled')]}
          loading={action.isPending && action.variables.id === r.id}
          onChange={(on) => action.mutate({ id: r.id, action: 'status', status: on ? 1 : 0 })}
        />
      ),
    },
    { title: t('fms_web.pc_remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v ?? '-' },
  ];
  if (usePermission(['or', 'fms:payment_config:update', 'fms:payment_config:delete']))
    columns.push({
      title: t('fms_web.actions'),
      key: 'actions',
      width: 210,
      render: (_v, r) => (
        <Space size={0}>
          <Permission rule="fms:payment_config:update">
            <Button type="link" onClick={() => void openEdit(r.id)}>{t('fms_web.edit')}</Button>
            {r.is_default === 1 || r.status !== 1 ? null : <Button type="link" onClick={() => action.mutate({ id: r.id, action: 'default' })}>{t('fms_web.pc_set_default')}</Button>}
          </Permission>
          <Permission rule="fms:payment_config:delete">
            <DeleteAction size="middle" title={t('fms_web.pc_delete_confirm', { name: r.name })} onDelete={() => action.mutateAsync({ id: r.id, action: 'delete' })} />
          </Permission>
        </Space>
      ),
    });

  return (
    <Card
      size="small"
      title={t('route.fms_payment_config')}
      extra={
        <CreateButton permission="fms:payment_config:create" label={t('fms_web.pc_create')} onClick={() => setEditing({ id: null, values: EMPTY })} />
      }
    >
      <Alert type="info" showIcon title={t('fms_web.pc_hint')} style={{ marginBottom: 12 }} />
      <Table<PaymentConfig> rowKey="id" size="small" loading={configs.isFetching} dataSource={configs.data ?? []} columns={columns} pagination={false} scroll={{ x: 1100 }} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fms_web.pc_empty')} /> }} />
      {editing ? <PaymentConfigDialog id={editing.id} values={editing.values} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

function PaymentConfigDialog({ id, values, onClose }: { id: number | null; values: Values; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSavePaymentConfigMutation();
  const submit = useSaveForm(form, save, { id, onSaved: onClose });
  const kind = Form.useWatch('kind', form) ?? values.kind;
  const shape = CreatePaymentConfigSchema.shape;
  const bare = kind === PAYMENT_KIND.cash || kind === PAYMENT_KIND.balance;

  const handleFinish = (v: Values) =>
    submit({
      kind: v.kind as PaymentConfig['kind'] as never,
      name: v.name.trim(),
      account_name: fromText(v.account_name),
      bank_name: fromText(v.bank_name),
      account_no: fromText(v.account_no),
      qr_image: v.qr_image?.[0] ?? null,
      sort: v.sort ?? 0,
      remark: fromText(v.remark),
      status: fromSwitch(v.status),
      is_default: fromSwitch(v.is_default),
    });

  return (
    <Modal open title={t(id === null ? 'fms_web.pc_create' : 'fms_web.pc_edit')} okText={t('fms_web.save')} cancelText={t('fms_web.cancel')} confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={onClose} width={560}>
      <Form form={form} name="payment_config" layout="horizontal" labelCol={{ flex: '90px' }} initialValues={values} onFinish={handleFinish}>
        <Form.Item name="kind" label={t('fms_web.pc_kind')} rules={[zodRule(shape.kind)]}>
          <Select options={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`fms.payment_kind.${k}`) }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="name" label={t('fms_web.pc_name')} rules={[zodRule(shape.name)]}>
          <Input maxLength={30} placeholder="工行对公户" />
        </Form.Item>
        {bare ? null : (
          <>
            <Form.Item name="account_name" label={t('fms_web.pc_account_name')} rules={[zodRule(shape.account_name)]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="bank_name" label={t('fms_web.pc_bank_name')} rules={kind === PAYMENT_KIND.bank ? [{ required: true, message: t('fms.bank_name_required') }, zodRule(shape.bank_name)] : [zodRule(shape.bank_name)]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="account_no" label={t('fms_web.pc_account_no')} rules={kind === PAYMENT_KIND.bank ? [{ required: true, message: t('fms.account_no_required') }, zodRule(shape.account_no)] : [zodRule(shape.account_no)]}>
              <Input maxLength={40} />
            </Form.Item>
            {kind === PAYMENT_KIND.bank ? null : (
              <Form.Item name="qr_image" label={t('fms_web.pc_qr')}>
                <ImageUploader maxCount={1} />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item name="sort" label={t('fms_web.pc_sort')} rules={[zodRule(shape.sort)]}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('fms_web.pc_remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
        <Space size={32}>
          <Form.Item name="status" label={t('fms_web.pc_status')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="is_default" label={t('fms_web.pc_default')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
