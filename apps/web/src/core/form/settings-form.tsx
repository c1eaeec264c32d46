import type { ReactNode } from 'react';
import { Alert, Button, Flex, Form, Switch, type FormInstance } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';

type Props<Values> = {
  form: FormInstance<Values>;
  name: string;
  initialValues: Partial<Values>;
  onFinish: (values: Values) => void;
  /** the module's `:setting:update`; without it the settings show read-only, under `readOnlyNote` */
  permission: string;
  readOnlyNote: string;
  saving: boolean;
  /** the cards of rules */
  children: ReactNode;
};

/**
 * A module's settings page (/system/setting/…): its cards of labelled rules in one horizontal form, shown
 * read-only to whoever may not change them, and the save button for whoever may.
 */
export function SettingsForm<Values>({ form, name, initialValues, onFinish, permission, readOnlyNote, saving, children }: Props<Values>) {
  const { t } = useI18n();
  const canUpdate = usePermission(permission);
  return (
    <Form<Values> form={form} name={name} layout="horizontal" labelCol={{ flex: '170px' }} wrapperCol={{ flex: 1 }} labelWrap disabled={!canUpdate} initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 760 }}>
      <Flex vertical gap={12}>
        {canUpdate ? null : <Alert type="info" showIcon title={readOnlyNote} />}
        {children}
        {canUpdate ? (
          <div>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('form.save')}
            </Button>
          </div>
        ) : null}
      </Flex>
    </Form>
  );
}

/** A rule switched on or off, with what it does under it. */
export function SwitchItem({ name, label, extra }: { name: string; label: string; extra?: ReactNode }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" extra={extra}>
      <Switch />
    </Form.Item>
  );
}
