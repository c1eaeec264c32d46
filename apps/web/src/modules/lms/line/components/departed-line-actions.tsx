import { Alert, Form, Input, Modal, Select } from 'antd';
import type { Line } from '@tradewind/contract/lms/line.schema';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLineActionMutation } from '../api/line.api';

type Values = { reason: string; to_line_id?: number | null };

/**
 * A departed line that cannot finish by sign-ins (lms README "A line always finishes"): a pending stop
 * taken off — back to waiting, closed when its order was delivered, or moved to another line of the day
 * (`stop` given) — or the whole line closed by hand. Both ask the reason, which the logs keep.
 */
export function DepartedLineModal({ lineId, stop, lines, onClose }: { lineId: number; stop?: { logistics_order_id: number; logistics_order_no: string }; lines?: readonly Line[]; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const act = useLineActionMutation();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      if (stop) await act.mutateAsync({ id: lineId, action: 'take_off_stop', body: { logistics_order_id: stop.logistics_order_id, reason: v.reason, to_line_id: v.to_line_id ?? null } });
      else await act.mutateAsync({ id: lineId, action: 'close', body: { reason: v.reason } });
      onClose();
    } catch (error) {
      showFieldErrors(form, error as Error);
    }
  };
  return (
    <Modal open title={stop ? t('lms_line.take_off_title', { number: stop.logistics_order_no }) : t('lms_line.close')} onCancel={onClose} onOk={() => void submit()} confirmLoading={act.isPending} okButtonProps={{ danger: !stop }} destroyOnHidden>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={stop ? t('lms_line.take_off_hint') : t('lms_line.close_hint')} />
      <Form form={form} layout="vertical" name={stop ? 'take_off_stop' : 'close_line'}>
        {stop ? (
          <Form.Item name="to_line_id" label={t('lms_line.take_off_to')}>
            <Select allowClear options={(lines ?? []).map((l) => ({ value: l.id, label: `${l.number ?? ''} ${l.name ?? l.car_plate ?? ''}` }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label={t('lms_line.reason')} rules={[{ required: true, whitespace: true, message: t('lms_line.reason_required') }]}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
