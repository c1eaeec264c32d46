import { Card, Checkbox, Form, Radio, Skeleton, Typography } from 'antd';
import { ORDER_PAY_TYPES, ROUNDINGS, UpdatePaySettingSchema, type PaySetting } from '@tradewind/contract/fms/pay-setting.schema';
import { SettingsForm, SwitchItem } from '@/core/form/settings-form';
import { fromSwitch, toSwitch } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePaySettingQuery, useUpdatePaySettingMutation } from '../api/fms.api';

type Values = { pay_types: number[]; receipt_audit: boolean; audit_by_other: boolean; rounding: number };

/** /system/setting/pay (fms's): the order pay types offered, whether receipts need audit, whether the maker of a note may audit it, the rounding rule. */
export function PaySettingPage() {
  const setting = usePaySettingQuery();
  if (!setting.data) return <Skeleton active />;
  return <PaySettingForm setting={setting.data} />;
}

function PaySettingForm({ setting }: { setting: PaySetting }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePaySettingMutation();
  const submit = useFormSubmit(form, update, { success: t('form.updated') });
  const shape = UpdatePaySettingSchema.shape;
  const handleFinish = (v: Values) => submit({ pay_types: v.pay_types, receipt_audit: fromSwitch(v.receipt_audit), audit_by_other: fromSwitch(v.audit_by_other), rounding: v.rounding as PaySetting['rounding'] as never });

  const initialValues: Values = { pay_types: setting.pay_types, receipt_audit: toSwitch(setting.receipt_audit), audit_by_other: toSwitch(setting.audit_by_other), rounding: setting.rounding };

  return (
    <SettingsForm form={form} name="pay-setting" permission="fms:setting:update" readOnlyNote={t('fms_web.setting_read_only')} initialValues={initialValues} onFinish={handleFinish} saving={update.isPending}>
      <Card size="small" title={t('route.system_setting_pay')}>
        <Form.Item name="pay_types" label={t('fms_web.setting_pay_types')} extra={t('fms_web.setting_pay_types_hint')} rules={[zodRule(shape.pay_types)]}>
          <Checkbox.Group options={ORDER_PAY_TYPES.map((p) => ({ value: p, label: t(`oms.pay_type.${p}`) }))} />
        </Form.Item>
        <SwitchItem name="receipt_audit" label={t('fms_web.setting_receipt_audit')} extra={t('fms_web.setting_receipt_audit_hint')} />
        <SwitchItem name="audit_by_other" label={t('fms_web.setting_audit_by_other')} extra={t('fms_web.setting_audit_by_other_hint')} />
        <Form.Item name="rounding" label={t('fms_web.setting_rounding')} extra={t('fms_web.setting_rounding_hint')} rules={[zodRule(shape.rounding)]}>
          <Radio.Group options={ROUNDINGS.map((r) => ({ value: r, label: t(`fms.rounding.${r}`) }))} />
        </Form.Item>
        {setting.updated_at ? <Typography.Text type="secondary">{t('fms_web.setting_saved_by', { name: setting.updated_by_name ?? '-', time: setting.updated_at })}</Typography.Text> : null}
      </Card>
    </SettingsForm>
  );
}
