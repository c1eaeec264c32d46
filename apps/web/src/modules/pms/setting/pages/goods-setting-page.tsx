import { Card, Flex, Form, Input, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { SKU_CODE_MODES, UpdateGoodsSettingSchema, type GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { SettingsForm, SwitchItem } from '@/core/form/settings-form';
import { fromSwitch, toSwitch } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { unitApi } from '../../unit/api/unit.api';
import { useGoodsSettingQuery, useUpdateGoodsSettingMutation } from '../api/goods-setting.api';

type Values = { spu_check: boolean; sku_code_mode: 1 | 2; sku_code_prefix: string; default_unit_id: number | null; allow_free_barcode: boolean };

/** /system/setting/goods: the tenant's goods rules (checking, SKU codes, default unit; fixed price rules shown). */
export function GoodsSettingPage() {
  const setting = useGoodsSettingQuery();
  if (!setting.data) return <Skeleton active />;
  return <GoodsSettingForm setting={setting.data} />;
}

function GoodsSettingForm({ setting }: { setting: GoodsSetting }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const units = unitApi.useOptions<Unit>();
  const update = useUpdateGoodsSettingMutation();
  const submit = useFormSubmit(form, update, { success: t('form.updated') });
  const mode = Form.useWatch('sku_code_mode', form) ?? setting.sku_code_mode;
  const prefix = Form.useWatch('sku_code_prefix', form) ?? setting.sku_code_prefix;
  const initialValues: Values = { spu_check: toSwitch(setting.spu_check), sku_code_mode: setting.sku_code_mode, sku_code_prefix: setting.sku_code_prefix, default_unit_id: setting.default_unit_id, allow_free_barcode: toSwitch(setting.allow_free_barcode) };
  const shape = UpdateGoodsSettingSchema.shape;

  const handleFinish = (v: Values) => submit({ spu_check: fromSwitch(v.spu_check), sku_code_mode: v.sku_code_mode, sku_code_prefix: v.sku_code_prefix ?? '', default_unit_id: v.default_unit_id ?? null, allow_free_barcode: fromSwitch(v.allow_free_barcode) });

  return (
    <SettingsForm form={form} name="goods-setting" permission="pms:setting:update" readOnlyNote={t('pms.setting_read_only')} initialValues={initialValues} onFinish={handleFinish} saving={update.isPending}>
      <Card size="small" title={t('pms.section_checking')}>
        <SwitchItem name="spu_check" label={t('pms.setting_check')} extra={t('pms.setting_check_hint')} />
      </Card>
      <Card size="small" title={t('pms.section_codes')}>
        <Form.Item name="sku_code_mode" label={t('pms.setting_sku_code')}>
          <Radio.Group optionType="button" options={SKU_CODE_MODES.map((m) => ({ value: m, label: t(`pms.setting_sku_code_${m}`) }))} />
        </Form.Item>
        {mode === 1 ? (
          <Form.Item
            name="sku_code_prefix"
            label={t('pms.setting_sku_prefix')}
            required
            rules={[zodRule(shape.sku_code_prefix), { validator: (_r, v: string) => (v?.trim() ? Promise.resolve() : Promise.reject(new Error(t('pms.sku_code_prefix_required')))) }]}
            extra={t('pms.setting_sku_example', { code: `${prefix ?? ''}${String(setting.sku_code_next).padStart(6, '0')}` })}
          >
            <Input maxLength={10} style={{ width: 200 }} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item name="default_unit_id" label={t('pms.setting_default_unit')} extra={t('pms.setting_default_unit_hint')}>
          <Select allowClear loading={units.isPending} options={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))} style={{ width: 200 }} />
        </Form.Item>
        <SwitchItem name="allow_free_barcode" label={t('pms.setting_free_barcode')} extra={t('pms.setting_free_barcode_hint')} />
      </Card>
      <Card size="small" title={t('pms.setting_prices')}>
        <Flex vertical gap={8}>
          {(['pms.setting_price_decimals', 'pms.setting_negative_price'] as const).map((key) => (
            <Flex key={key} gap={8} align="center">
              <LockOutlined />
              <Typography.Text>{t(key)}</Typography.Text>
              <Tag bordered={false}>{t('pms.setting_fixed')}</Tag>
            </Flex>
          ))}
        </Flex>
      </Card>
    </SettingsForm>
  );
}
