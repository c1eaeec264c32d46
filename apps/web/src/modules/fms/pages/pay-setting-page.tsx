import { Alert, Button, Card, Checkbox, Flex, Form, Radio, Skeleton, Switch, Typography } from 'antd';
import { ORDER_PAY_TYPES, ROUNDINGS, UpdatePaySettingSchema, type PaySetting } from '@tradewind/contract/fms/pay-setting.schema';
import { fromSwitch, toSwitch } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
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
  const canUpdate = usePermission('fms:setting:update');
  const update = useUpdatePaySettingMutation();
  const submit = useFormSubmit(form, update, { success: t('form.updated') });
  const shape = UpdatePaySettingSchema.shape;
  const handleFinish = (v: Values) => submit({ pay_types: v.pay_types, receipt_audit: fromSwitch(v.receipt_audit), audit_by_other: fromSwitch(v.audit_by_other), rounding: v.rounding as PaySetting['rounding'] as never });

  return (
    <Form
      form={form}
      name="pay-setting"
      layout="horizontal"
      labelCol={{ flex: '170px' }}
      wrapperCol={{ flex: 1 }}
      labelWrap
      disabled={!canUpdate}
      initialValues={{ pay_types: setting.pay_types, receipt_audit: toSwitch(setting.receipt_audit), audit_by_other: toSwitch(setting.audit_by_other), rounding: setting.rounding }}
      onFinish={handleFinish}
      style={{ maxWidth: 760 }}
    >
      <Flex vertical gap={12}>
        {canUpdate ? null : <Alert type="info" showIcon title={t('fms_web.setting_read_only')} />}
        <Card size="small" title={t('route.system_setting_pay')}>
          <Form.Item name="pay_types" label={t('fms_web.setting_pay_types')} extra={t('fms_web.setting_pay_types_hint')} rules={[zodRule(shape.pay_types)]}>
            <Checkbox.Group options={ORDER_PAY_TYPES.map((p) => ({ value: p, label: t(`oms.pay_type.${p}`) }))} />
          </Form.Item>
          <Form.Item name="receipt_audit" label={t('fms_web.setting_receipt_audit')} valuePropName="checked" extra={t('fms_web.setting_receipt_audit_hint')}>
            <Switch />
          </Form.Item>
          <Form.Item name="audit_by_other" label={t('fms_web.setting_audit_by_other')} valuePropName="checked" extra={t('fms_web.setting_audit_by_other_hint')}>
            <Switch />
          </Form.Item>
          <Form.Item name="rounding" label={t('fms_web.setting_rounding')} extra={t('fms_web.setting_rounding_hint')} rules={[zodRule(shape.rounding)]}>
            <Radio.Group options={ROUNDINGS.map((r) => ({ value: r, label: t(`fms.rounding.${r}`) }))} />
          </Form.Item>
          {setting.updated_at ? <Typography.Text type="secondary">{t('fms_web.setting_saved_by', { name: setting.updated_by_name ?? '-', time: setting.updated_at })}</Typography.Text> : null}
        </Card>
        {canUpdate ? (
          <div>
            <Button type="primary" htmlType="submit" loading={update.isPending}>{t('fms_web.save')}</Button>
          </div>
        ) : null}
      </Flex>
    </Form>
  );
}
