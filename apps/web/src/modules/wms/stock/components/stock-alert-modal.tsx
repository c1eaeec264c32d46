import { Form, InputNumber, Modal, Typography } from 'antd';
import { StockAlertBodySchema, type StockRow } from '@tradewind/contract/wms/stock-view.schema';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStockAlertMutation } from '../api/stock.api';

type Values = { safety_stock: string | null; upper_limit: string | null };
const shape = StockAlertBodySchema.shape;

/** A SKU's safety stock and upper limit in one warehouse; an empty field clears that limit. */
export function StockAlertModal({ row, onClose }: { row: Pick<StockRow, 'sku_id' | 'warehouse_id' | 'name' | 'spec_text' | 'warehouse_name' | 'unit_name' | 'safety_stock' | 'upper_limit'>; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useStockAlertMutation();
  const submit = useFormSubmit(form, save, { success: t('wms.stock_alert_saved'), onDone: onClose });
  const initialValues: Values = { safety_stock: row.safety_stock === null ? null : String(Number(row.safety_stock)), upper_limit: row.upper_limit === null ? null : String(Number(row.upper_limit)) };

  return (
    <Modal open title={t('wms.stock_alert_edit')} width={420} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('wms.save')} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        {row.name} {row.spec_text} · {row.warehouse_name}
      </Typography.Paragraph>
      <Form
        form={form}
        name="stock_alert"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => submit({ sku_id: row.sku_id, warehouse_id: row.warehouse_id, safety_stock: v.safety_stock ?? null, upper_limit: v.upper_limit ?? null })}
      >
        <Form.Item name="safety_stock" label={t('wms.stock_safety')} rules={[zodRule(shape.safety_stock)]} extra={t('wms.stock_limit_hint')}>
          <InputNumber<string> stringMode precision={3} addonAfter={row.unit_name} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="upper_limit" label={t('wms.stock_upper')} rules={[zodRule(shape.upper_limit)]}>
          <InputNumber<string> stringMode precision={3} addonAfter={row.unit_name} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
