import { useState } from 'react';
import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { SIGN_IN_MAX_PHOTOS, SIGN_IN_RESULT } from '@tradewind/contract/lms/logistics.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { useSignInMutation } from '../api/logistics.api';
import { collectedDifference, collectedGap, signInDefaults, type CollectedGap, type SignInStop, type SignInValues as Values } from './sign-in-values';

export type { SignInStop } from './sign-in-values';

/**
 * 签收 of one stop of a departed line (POST /lms/sign_in): signed — who signed, at least one photo, the money
 * collected (short or over the amount to collect needs its reason and a confirmation; a surplus becomes the
 * customer's prepayment once the cashier audits the receipt note) — or failed
 * with the reason (the goods come back to stock). The place is the browser's location when it gives it
 * (WGS-84), else typed or left blank. Exported for the line detail page: `<SignInModal stop={…} open onClose />`.
 * Each stop gets a form of its own (keyed by the stop), so a figure typed for one never carries to the next.
 */
export function SignInModal(props: { stop: SignInStop | null; open: boolean; onClose: () => void; onDone?: () => void }) {
  return <SignInDialog key={props.stop?.stop_id ?? 0} {...props} />;
}

function SignInDialog({ stop, open, onClose, onDone }: { stop: SignInStop | null; open: boolean; onClose: () => void; onDone?: () => void }) {
  const { t } = useI18n();
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const signIn = useSignInMutation();
  const [locating, setLocating] = useState(false);
  const result = Form.useWatch('result', form) ?? SIGN_IN_RESULT.signed;
  const collectedNow = Form.useWatch('collected_amount', form);
  const collect = Number(stop?.collect_amount ?? 0);
  const gap = result === SIGN_IN_RESULT.signed ? collectedGap(stop, collectedNow) : null;
  const gapText = (g: CollectedGap) => ({ collected: g.collected, expected: g.expected, difference: t(g.kind === 'short' ? 'lms_lo.short_by' : 'lms_lo.over_by', { amount: g.by }) });

  const locate = () => {
    if (!('geolocation' in navigator)) return void message.warning(t('lms_lo.locate_unavailable'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        form.setFieldsValue({ longitude: Number(pos.coords.longitude.toFixed(6)), latitude: Number(pos.coords.latitude.toFixed(6)) });
      },
      () => {
        setLocating(false);
        void message.warning(t('lms_lo.locate_denied'));
      },
      { timeout: 8000, maximumAge: 60_000 },
    );
  };

  const handleOk = async () => {
    if (!stop) return;
    const v = await form.validateFields();
    const differs = v.result === SIGN_IN_RESULT.signed ? collectedGap(stop, v.collected_amount) : null;
    if (differs === null) return submit(v);
    // another amount than the stop's own, short or over, is said twice: the reason in the form, then this confirmation
    modal.confirm({
      title: t('lms_lo.amount_confirm_title'),
      content: (
        <>
          <div>{t('lms_lo.amount_confirm', { ...gapText(differs), reason: v.amount_reason ?? '' })}</div>
          {differs.kind === 'over' ? <div>{t('lms_lo.over_to_balance', { amount: differs.by })}</div> : null}
        </>
      ),
      onOk: () => submit(v),
    });
  };

  const submit = async (v: Values) => {
    if (!stop) return;
    const signed = v.result === SIGN_IN_RESULT.signed;
    try {
      const done = await signIn.mutateAsync({
        stop_id: stop.stop_id,
        result: v.result,
        signer: signed ? (v.signer ?? null) : null,
        photos: v.photos ?? [],
        longitude: v.longitude ?? null,
        latitude: v.latitude ?? null,
        // the browser's position, and what a person reads off a phone's GPS, are WGS-84
        coord_system: 'wgs84',
        collected_amount: signed && v.collected_amount ? String(v.collected_amount) : '0',
        fail_reason: signed ? null : (v.fail_reason ?? null),
        amount_reason: signed && collectedDifference(stop, v.collected_amount) !== null ? (v.amount_reason ?? null) : null,
        remark: v.remark ?? null,
      });
      void message.success(signed ? t('lms_lo.signed_done') : t('lms_lo.failed_done', { entry: done.entry_no ?? '-' }));
      if (done.line_completed) void message.info(t('lms_lo.line_completed'));
      form.resetFields();
      onDone?.();
      onClose();
    } catch (error) {
      showFieldErrors(form, error as Error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('lms_lo.sign_title', { number: stop?.logistics_order_no ?? '' })}
      okText={result === SIGN_IN_RESULT.signed ? t('lms_lo.sign_ok') : t('lms_lo.fail_ok')}
      okButtonProps={{ danger: result === SIGN_IN_RESULT.failed }}
      onCancel={onClose}
      onOk={() => void handleOk()}
      confirmLoading={signIn.isPending}
      destroyOnHidden
      width={560}
    >
      {stop && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {stop.customer_name}
          {stop.address ? ` · ${stop.address}` : ''}
          {collect > 0 ? ` · ${t('lms_lo.collect_amount')} ¥${stop.collect_amount}` : ''}
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" initialValues={signInDefaults(stop)} preserve={false}>
        <Form.Item name="result" label={t('lms_lo.result')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: SIGN_IN_RESULT.signed, label: t('lms.sign_in_result.1') },
              { value: SIGN_IN_RESULT.failed, label: t('lms.sign_in_result.2') },
            ]}
          />
        </Form.Item>
        {result === SIGN_IN_RESULT.signed ? (
          <>
            <Form.Item name="signer" label={t('lms_lo.signer')} rules={[{ required: true, whitespace: true, message: t('lms.sign_in_signer_required') }]}>
              <Input maxLength={30} placeholder={t('lms_lo.signer_placeholder')} />
            </Form.Item>
            <Form.Item name="photos" label={t('lms_lo.photos')} rules={[{ required: true, type: 'array', min: 1, message: t('lms.sign_in_photo_required') }]}>
              <ImageUploader maxCount={SIGN_IN_MAX_PHOTOS} />
            </Form.Item>
            {collect > 0 && (
              <Form.Item name="collected_amount" label={t('lms_lo.collected_amount')} extra={t('lms_lo.collected_extra', { amount: stop?.collect_amount ?? '0' })}>
                <InputNumber precision={2} prefix="¥" style={{ width: 200 }} />
              </Form.Item>
            )}
            {gap !== null && (
              <>
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title={t('lms_lo.amount_differs', gapText(gap))}
                  description={gap.kind === 'over' ? t('lms_lo.over_to_balance', { amount: gap.by }) : undefined}
                />
                <Form.Item name="amount_reason" label={t('lms_lo.amount_reason')} rules={[{ required: true, whitespace: true, message: t('lms.sign_in_amount_reason_required', { collected: gap.collected, expected: gap.expected }) }]}>
                  <Input.TextArea maxLength={200} rows={2} placeholder={t('lms_lo.amount_reason_placeholder')} />
                </Form.Item>
              </>
            )}
          </>
        ) : (
          <>
            <Alert type="warning" showIcon title={t('lms_lo.fail_hint')} style={{ marginBottom: 12 }} />
            <Form.Item name="fail_reason" label={t('lms_lo.fail_reason')} rules={[{ required: true, whitespace: true, message: t('lms.sign_in_reason_required') }]}>
              <Input.TextArea maxLength={200} rows={2} placeholder={t('lms_lo.fail_reason_placeholder')} />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('lms_lo.location')} extra={t('lms_lo.location_extra')}>
          <Space wrap>
            <Form.Item name="longitude" noStyle>
              <InputNumber precision={6} placeholder={t('lms_lo.longitude')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="latitude" noStyle>
              <InputNumber precision={6} placeholder={t('lms_lo.latitude')} style={{ width: 150 }} />
            </Form.Item>
            <Button icon={<AimOutlined />} loading={locating} onClick={locate}>
              {t('lms_lo.locate')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item name="remark" label={t('lms_lo.remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
