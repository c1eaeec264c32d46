import { Form, Modal, Select } from 'antd';
import { OutboundExpressSchema, type OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import { fromText, toText } from '@/core/form/converters';
import { TextField } from '@/core/form/text-field';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCourierChoicesQuery, useOutboundExpressMutation } from '../../picking/api/picking.api';

type Values = { courier_id: number | null; tracking_no: string };

/**
 * Ship an outbound by express (README "Shipping by express"): an enabled courier and the tracking number
 * (letters, digits, dashes), or both emptied to clear them. A disabled courier the outbound already names
 * stays selectable.
 */
export function ExpressModal({ outbound, onClose }: { outbound: OutboundDetail; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const couriers = useCourierChoicesQuery(true);
  const save = useOutboundExpressMutation();
  const submit = useFormSubmit(form, save, { success: t('wms_out.express_saved'), onDone: onClose });
  const options = (couriers.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }));
  if (outbound.courier_id !== null && !options.some((o) => o.value === outbound.courier_id)) {
    options.unshift({ value: outbound.courier_id, label: outbound.courier_name ?? String(outbound.courier_id) });
  }
  return (
    <Modal open title={t('wms_out.express_title', { number: outbound.number })} onCancel={onClose} onOk={() => form.submit()} okText={t('wms.save')} confirmLoading={save.isPending} destroyOnHidden>
      <Form
        form={form}
        name="outbound_express"
        layout="vertical"
        initialValues={{ courier_id: outbound.courier_id, tracking_no: toText(outbound.tracking_no) } satisfies Values}
        onFinish={(v) => submit({ id: outbound.id, courier_id: v.courier_id ?? null, tracking_no: fromText(v.tracking_no) })}
      >
        <Form.Item name="courier_id" label={t('wms_out.courier')} extra={options.length === 0 && !couriers.isPending ? t('wms_out.courier_none') : undefined}>
          <Select options={options} allowClear loading={couriers.isPending} placeholder={t('wms_out.courier_pick')} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <TextField name="tracking_no" label={t('wms_out.tracking_no')} schema={OutboundExpressSchema.shape.tracking_no} maxLength={40} placeholder="SF1234567890" />
      </Form>
    </Modal>
  );
}
