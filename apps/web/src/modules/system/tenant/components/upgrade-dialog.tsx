import { Form, Input, Modal, Radio, Typography } from 'antd';
import { UPGRADE_EDITIONS, UpgradeRequestSchema } from '@tradewind/contract/system/tenant.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useAuthInfoQuery } from '../../auth/api/auth.api';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useUpgradeRequestMutation, type UpgradeRequestBody, useTenantInfoQuery } from '../api/tenant.api';

type UpgradeValues = { contact_name: string; contact_phone: string; edition: NonNullable<UpgradeRequestBody['edition']>; remark?: string };

export type UpgradeDialogProps = { open: boolean; onClose: () => void };

/**
 * The top bar's upgrade button of an experience tenant opens this: it records an upgrade request, which
 * notifies the tenant's admin and our sales (server side), and says so with the server's message.
 */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<UpgradeValues>();
  const tenant = useTenantInfoQuery();
  const me = useAuthInfoQuery();
  const upgrade = useUpgradeRequestMutation();
  const submit = useFormSubmit(form, upgrade, { success: (envelope) => envelope.message, onDone: onClose });

  const handleFinish = (values: UpgradeValues) => {
    submit(values);
  };

  return (
    <Modal
      open={open}
      title={t('upgrade.title')}
      okText={t('upgrade.submit')}
      confirmLoading={upgrade.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('upgrade.intro')}</Typography.Paragraph>
      <Form
        form={form}
        name="upgrade"
        layout="vertical"
        preserve={false}
        onFinish={handleFinish}
        initialValues={{
          contact_name: tenant.data?.contact_name ?? me.data?.name,
          contact_phone: tenant.data?.contact_phone ?? me.data?.phone ?? undefined,
          edition: 'standard',
        }}
      >
        <Form.Item name="contact_name" label={t('upgrade.contact_name')} rules={[zodRule(UpgradeRequestSchema.shape.contact_name)]} required>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="contact_phone" label={t('upgrade.contact_phone')} rules={[zodRule(UpgradeRequestSchema.shape.contact_phone)]} required>
          <Input autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="edition" label={t('upgrade.edition')} required>
          <Radio.Group optionType="button" options={UPGRADE_EDITIONS.map((edition) => ({ value: edition, label: t(`upgrade.edition.${edition}`) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('upgrade.remark')} rules={[zodRule(UpgradeRequestSchema.shape.remark)]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('upgrade.remark_placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
