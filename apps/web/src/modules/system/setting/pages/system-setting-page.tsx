import { useMemo } from 'react';
import { Avatar, Card, Flex, Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { UpdateSystemSettingSchema, type SystemSetting } from '@tradewind/contract/system/setting.schema';
import { SettingsForm, SwitchItem } from '@/core/form/settings-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useUpdateSystemSettingMutation, type SystemSettingBody, useSystemSettingQuery } from '../api/setting.api';

type SettingValues = Omit<SystemSetting, 'password_complexity' | 'logo'> & { logo: string; password_complexity: boolean };

/** Each language named in itself, as on the login page's switch. */
const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
];

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Shanghai', 'UTC'];
  }
}

/** /system/setting/system: the company's own settings, read by the shell and the server at once. */
export function SystemSettingPage() {
  const setting = useSystemSettingQuery();
  if (!setting.data) return <Skeleton active />;
  return <SystemSettingForm setting={setting.data} />;
}

function SystemSettingForm({ setting }: { setting: SystemSetting }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<SettingValues>();
  const update = useUpdateSystemSettingMutation();
  const submit = useFormSubmit(form, update, { success: t('admin.updated') });
  const logo = Form.useWatch('logo', form);
  const suffix = Form.useWatch('title_suffix', form);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const shape = UpdateSystemSettingSchema.shape;

  const handleFinish = (values: SettingValues) => {
    const input: SystemSettingBody = {
      ...values,
      logo: values.logo?.trim() || undefined,
      password_complexity: values.password_complexity ? 1 : 0,
      session_lifetime_days: values.session_lifetime_days ?? null,
    };
    submit(input);
  };

  const initialValues: SettingValues = { ...setting, logo: setting.logo ?? '', password_complexity: setting.password_complexity === 1 };

  return (
    <SettingsForm form={form} name="system-setting" permission="system:setting:update" readOnlyNote={t('system_setting.read_only')} initialValues={initialValues} onFinish={handleFinish} saving={update.isPending}>
      <Card size="small" title={t('system_setting.section_company')}>
        <Form.Item name="company_name" label={t('system_setting.company_name')} required rules={[zodRule(shape.company_name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label={t('system_setting.logo')} extra={t('system_setting.logo_hint')}>
          <Flex gap={8} align="center">
            <Avatar shape="square" size={40} src={logo?.trim() || undefined} icon={<PictureOutlined />} />
            <Form.Item name="logo" noStyle rules={[zodRule(shape.logo)]}>
              <Input placeholder="https://" allowClear />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item
          name="title_suffix"
          label={t('system_setting.title_suffix')}
          extra={t('system_setting.title_suffix_hint', { suffix: suffix || setting.title_suffix })}
          rules={[zodRule(shape.title_suffix)]}
        >
          <Input maxLength={30} style={{ width: 240 }} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('system_setting.section_region')}>
        <Form.Item name="time_zone" label={t('system_setting.time_zone')} rules={[zodRule(shape.time_zone)]}>
          <Select options={zones} showSearch style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="default_language" label={t('system_setting.default_language')} extra={t('system_setting.default_language_hint')}>
          <Radio.Group options={LANGUAGES} optionType="button" />
        </Form.Item>
      </Card>
      <Card size="small" title={t('system_setting.section_security')}>
        <Form.Item name="password_min_length" label={t('system_setting.password_min_length')} rules={[zodRule(shape.password_min_length)]}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <SwitchItem name="password_complexity" label={t('system_setting.password_complexity')} extra={t('system_setting.password_policy_hint')} />
        <Form.Item name="session_lifetime_days" label={t('system_setting.session_lifetime_days')} extra={t('system_setting.session_lifetime_hint')} rules={[zodRule(shape.session_lifetime_days)]}>
          <InputNumber precision={0} placeholder={t('system_setting.default')} suffix={t('system_setting.days')} style={{ width: 140 }} />
        </Form.Item>
      </Card>
    </SettingsForm>
  );
}
