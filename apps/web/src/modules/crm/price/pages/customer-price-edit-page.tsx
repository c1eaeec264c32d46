import { Button, Card, Descriptions, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from 'react-router';
import { UpdateCustomerPriceSchema, type CustomerPrice } from '@tradewind/contract/crm/price.schema';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';
import { useCustomerPriceQuery, useSaveCustomerPriceMutation } from '../api/price.api';
import { customerPriceListPath } from '../../crm.routes';
import { unitLabel, unitListPrice } from '../price-lines';

type Values = { unit_id: number; price: number | null; remark: string };

/** /crm/edit_price?id=: one customer price: its unit, price and remark. */
export function CustomerPriceEditPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useCustomerPriceQuery} notFound={t('crm_price.customer_price_not_found')}>
      {(row) => (row ? <CustomerPriceEditForm row={row} /> : null)}
    </RecordFormPage>
  );
}

function CustomerPriceEditForm({ row }: { row: CustomerPrice }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveCustomerPriceMutation();
  const submit = useSaveForm(form, save, { id: row.id, leaveTo: customerPriceListPath(row.customer_id) });
  const units = [{ unit_id: row.base_unit_id, unit_name: row.base_unit_name, ratio: '1', sale_price: null }, ...row.units];
  const unitId = Form.useWatch('unit_id', form) ?? row.unit_id;
  const line = { units, sku_price: row.sale_price };
  return (
    <Card size="small" title={t('crm_price.customer_price_edit_title')}>
      <Descriptions size="small" column={2} style={{ marginBottom: 16, maxWidth: 720 }}>
        <Descriptions.Item label={t('crm_price.customer')}>{row.customer_name} {row.customer_phone}</Descriptions.Item>
        <Descriptions.Item label={t('crm_price.sku')}>
          <SkuNameCell name={row.name} spec={[row.sku_code, row.spec_text].filter(Boolean).join(' · ')} />
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_price.list_price')}>¥{unitListPrice(line, unitId)}</Descriptions.Item>
      </Descriptions>
      <Form<Values>
        form={form}
        layout="vertical"
        name="customer_price"
        style={{ maxWidth: 360 }}
        initialValues={{ unit_id: row.unit_id, price: Number(row.price), remark: row.remark ?? '' }}
        onFinish={(v) => submit({ unit_id: v.unit_id, price: v.price ?? '', remark: v.remark || null })}
      >
        <Form.Item name="unit_id" label={t('crm_price.unit')}>
          <Select options={units.map((u) => ({ value: u.unit_id, label: unitLabel(u, row.base_unit_name) }))} />
        </Form.Item>
        <Form.Item name="price" label={t('crm_price.customer_price')} required rules={[{ required: true, message: t('pms.price_range') }, zodRule(UpdateCustomerPriceSchema.shape.price)]}>
          <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('crm_price.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('crm_price.save')}</Button>
          <Button onClick={() => void navigate(-1)}>{t('crm_price.back')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
