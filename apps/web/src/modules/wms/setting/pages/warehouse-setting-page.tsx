import { Card, Form, InputNumber, Select, Skeleton, Table, Typography } from 'antd';
import { UpdateWarehouseSettingSchema, type WarehouseSetting } from '@tradewind/contract/wms/warehouse-setting.schema';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import { SettingsForm, SwitchItem } from '@/core/form/settings-form';
import { fromSwitch, toSwitch } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStoreOptionsQuery } from '@/shell/session/session.api';
import { useWarehouseOptionsQuery } from '../../warehouse/api/warehouse.api';
import { useUpdateWarehouseSettingMutation, useWarehouseSettingQuery } from '../api/warehouse-setting.api';
import { mergeStoreDefaults } from '../store-defaults';

type Values = { allow_negative: boolean; over_receipt_percent: number | null; receiving_audit: boolean; lock_counting_locations: boolean; defaults: Record<string, number | null | undefined> };

/** /system/setting/warehouse: negative stock, over-receipt tolerance, receiving audit, each store's default warehouse. */
export function WarehouseSettingPage() {
  const setting = useWarehouseSettingQuery();
  const stores = useStoreOptionsQuery(true);
  if (!setting.data || !stores.data) return <Skeleton active />;
  return <WarehouseSettingForm setting={setting.data} stores={stores.data.filter((s) => s.has_auth === 1)} />;
}

function WarehouseSettingForm({ setting, stores }: { setting: WarehouseSetting; stores: StoreOption[] }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const warehouses = useWarehouseOptionsQuery();
  const update = useUpdateWarehouseSettingMutation();
  const submit = useFormSubmit(form, update, { success: t('form.updated') });
  const shape = UpdateWarehouseSettingSchema.shape;
  const initialValues: Values = {
    allow_negative: toSwitch(setting.allow_negative),
    over_receipt_percent: Number(setting.over_receipt_percent),
    receiving_audit: toSwitch(setting.receiving_audit),
    lock_counting_locations: toSwitch(setting.lock_counting_locations),
    defaults: Object.fromEntries(setting.store_warehouses.map((row) => [String(row.store_id), row.warehouse_id])),
  };

  const handleFinish = (v: Values) => {
    const chosen = Object.fromEntries(Object.entries(v.defaults ?? {}).map(([storeId, warehouseId]) => [Number(storeId), warehouseId]));
    submit({
      allow_negative: fromSwitch(v.allow_negative),
      over_receipt_percent: v.over_receipt_percent ?? 0,
      receiving_audit: fromSwitch(v.receiving_audit),
      lock_counting_locations: fromSwitch(v.lock_counting_locations),
      store_warehouses: mergeStoreDefaults(setting.store_warehouses, stores.map((s) => s.id), chosen),
    });
  };

  const warehousesOf = (storeId: number) => (warehouses.data ?? []).filter((w) => w.store_id === storeId && w.status === 1).map((w) => ({ value: w.id, label: w.name }));

  return (
    <SettingsForm form={form} name="warehouse-setting" permission="wms:setting:update" readOnlyNote={t('wms.setting_read_only')} initialValues={initialValues} onFinish={handleFinish} saving={update.isPending}>
      <Card size="small" title={t('wms.setting_section_stock')}>
        <SwitchItem name="allow_negative" label={t('wms.setting_allow_negative')} extra={t('wms.setting_allow_negative_hint')} />
        <SwitchItem name="lock_counting_locations" label={t('wms_count.setting_lock')} extra={t('wms_count.setting_lock_hint')} />
      </Card>
      <Card size="small" title={t('wms.setting_section_receiving')}>
        <Form.Item name="over_receipt_percent" label={t('wms.setting_over_receipt')} extra={t('wms.setting_over_receipt_hint')} rules={[zodRule(shape.over_receipt_percent)]}>
          <InputNumber step={1} precision={2} suffix="%" style={{ width: 160 }} />
        </Form.Item>
        <SwitchItem name="receiving_audit" label={t('wms.setting_receiving_audit')} extra={t('wms.setting_receiving_audit_hint')} />
      </Card>
      <Card size="small" title={t('wms.setting_section_defaults')}>
        <Typography.Paragraph type="secondary">{t('wms.setting_defaults_hint')}</Typography.Paragraph>
        <Table<StoreOption>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={stores}
          columns={[
            { title: t('wms.setting_store'), dataIndex: 'name', width: 200 },
            {
              title: t('wms.setting_default_warehouse'),
              key: 'warehouse',
              render: (_v, store) => {
                const options = warehousesOf(store.id);
                return (
                  <Form.Item name={['defaults', String(store.id)]} noStyle>
                    <Select
                      aria-label={`${store.name} ${t('wms.setting_default_warehouse')}`}
                      allowClear
                      loading={warehouses.isPending}
                      placeholder={options.length > 0 ? t('wms.setting_no_default') : t('wms.setting_no_warehouses')}
                      options={options}
                      style={{ width: 260 }}
                    />
                  </Form.Item>
                );
              },
            },
          ]}
        />
      </Card>
    </SettingsForm>
  );
}
