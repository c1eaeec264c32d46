import { Button, Card, Col, Flex, Form, InputNumber, Radio, Row, Spin, Switch, Typography } from 'antd';
import { INVITE_TRIGGERS } from '@tradewind/contract/crm/invite.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { ownToastOf } from '@/core/form/use-save-form';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useInviteSettingQuery, useSaveInviteSettingMutation } from '../api/invite.api';

type Values = { enabled: boolean; trigger: 1 | 2; inviter_reward: number | null; invitee_reward: number | null; max_per_inviter: number | null };

/** The reward rules: on/off, what triggers them, both rewards (credited to the balances) and the cap per inviter. */
export function InviteSettingCard() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const setting = useInviteSettingQuery();
  const save = useSaveInviteSettingMutation();
  const canUpdate = usePermission('crm:invite:setting');
  const [form] = Form.useForm<Values>();
  if (!setting.data) return <Spin />;
  const s = setting.data;
  const submit = async () => {
    const v = form.getFieldsValue();
    await save
      .mutateAsync({ enabled: v.enabled ? 1 : 0, trigger: v.trigger, inviter_reward: v.inviter_reward ?? 0, invitee_reward: v.invitee_reward ?? 0, max_per_inviter: v.max_per_inviter ?? 0 })
      .then(() => void message.success(t('crm_invite.saved')))
      .catch((error: Error) => {
        if (error instanceof ApiError) form.setFields(error.fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
        const toast = ownToastOf(error);
        if (toast) void message.error(toast);
      });
  };
  return (
    <Card size="small" title={t('crm_invite.rules')}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="invite_setting"
        disabled={!canUpdate}
        initialValues={{ enabled: s.enabled === 1, trigger: s.trigger, inviter_reward: Number(s.inviter_reward), invitee_reward: Number(s.invitee_reward), max_per_inviter: s.max_per_inviter }}
      >
        <Row gutter={16}>
          <Col span={4}>
            <Form.Item name="enabled" label={t('crm_invite.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="trigger" label={t('crm_invite.trigger')} extra={t('crm_invite.trigger_help')}>
              <Radio.Group optionType="button" options={INVITE_TRIGGERS.map((value) => ({ value, label: t(`crm.invite_trigger_${value}`) }))} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="inviter_reward" label={t('crm_invite.inviter_reward')}>
              <InputNumber precision={2} addonAfter={t('crm_invite.yuan')} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="invitee_reward" label={t('crm_invite.invitee_reward')}>
              <InputNumber precision={2} addonAfter={t('crm_invite.yuan')} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="max_per_inviter" label={t('crm_invite.max_per_inviter')} extra={t('crm_invite.max_help')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">{t('crm_invite.rules_hint')}</Typography.Paragraph>
        {canUpdate ? (
          <Flex>
            <ConfirmAction title={t('crm_invite.save_confirm')} onConfirm={submit}>
              <Button type="primary" loading={save.isPending}>
                {t('crm_invite.save')}
              </Button>
            </ConfirmAction>
          </Flex>
        ) : null}
      </Form>
    </Card>
  );
}
