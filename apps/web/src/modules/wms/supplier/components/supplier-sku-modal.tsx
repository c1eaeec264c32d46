import { Form, InputNumber, Modal, Select } from 'antd';
import { UpdateSupplierSkuSchema, type SupplierSku } from '@tradewind/contract/wms/supplier.schema';
import { fromText, toText } from '@/core/form/converters';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';
import { useSaveSupplierSkuMutation } from '../api/supplier.api';

type Values = { purchase_price: number | null; unit_id: number; supplier_code: string; min_qty: number | null };

/** Edits one supplier SKU: its purchase price, purchase unit (base or a package unit), code and minimum. */
export function SupplierSkuModal({ row, onClose }: { row: SupplierSku; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveSupplierSkuMutation();
  const submit = useSaveForm(form, save, { id: row.id, onSaved: onClose });
  const shape = UpdateSupplierSkuSchema.shape;
  const units = [{ value: row.base_unit_id, label: row.base_unit_name }, ...row.units.map((u) => ({ value: u.unit_id, label: `${u.unit_name} (=${u.ratio}${row.base_unit_name})` }))];
  return (
    <Modal open title={t('wms.supplier_sku_edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('wms.save')} confirmLoading={save.isPending} destroyOnHidden>
      <SkuNameCell name={row.name} spec={row.spec_text} />
      <Form
        form={form}
        name="supplier_sku"
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ purchase_price: Number(row.purchase_price), unit_id: row.unit_id, supplier_code: toText(row.supplier_code), min_qty: row.min_qty === null ? null : Number(row.min_qty) } satisfies Values}
        onFinish={(v) => submit({ purchase_price: v.purchase_price ?? '', unit_id: v.unit_id, supplier_code: fromText(v.supplier_code), min_qty: v.min_qty })}
      >
        <Form.Item name="purchase_price" label={t('wms.supplier_sku_price')} required rules={[{ required: true, message: t('pms.price_range') }, zodRule(shape.purchase_price)]}>
          <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="unit_id" label={t('wms.supplier_sku_unit')}>
          <Select options={units} />
        </Form.Item>
        <TextField name="supplier_code" label={t('wms.supplier_sku_code')} schema={shape.supplier_code} maxLength={40} />
        <Form.Item name="min_qty" label={t('wms.supplier_sku_min_qty')} rules={[zodRule(shape.min_qty)]}>
          <InputNumber step={1} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
