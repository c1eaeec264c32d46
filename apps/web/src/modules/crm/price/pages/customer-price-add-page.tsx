import { Button, Card, Flex, Form } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { lineErrorsOf, useFormSubmit } from '@/core/form/use-save-form';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useAddCustomerPricesMutation } from '../api/price.api';
import { CustomerSelect } from '../components/customer-select';
import { PriceLinesEditor } from '../components/price-lines-editor';
import { customerPriceListPath } from '../../crm.routes';
import { lineErrors, linesInput, type PriceLine } from '../price-lines';
import { useLeavePage } from '@/core/routing/leave-page';

type Header = { customer_id: number | null };

/** /crm/add_price?customer_id=: one customer's own prices of several SKUs (each in a unit), through the SKU picker. */
export function CustomerPriceAddPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Header>();
  const [lines, setLines] = useState<PriceLine[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddCustomerPricesMutation();
  const submitAdd = useFormSubmit(form, add, {
    success: (rows) => t('crm_price.customer_price_created', { count: rows.length }),
    onDone: () => leave(customerPriceListPath(form.getFieldValue('customer_id') ?? undefined)),
    onError: (error) => setErrors(lineErrorsOf(error, 'items')),
  });

  const submit = ({ customer_id }: Header) => {
    const own = lineErrors(lines);
    if (lines.length === 0) own.items = 'crm.price_items_required';
    setErrors(own);
    if (Object.keys(own).length) return void message.error(t(own.items ?? 'crm_price.lines_invalid'));
    submitAdd({ customer_id: customer_id as number, items: linesInput(lines).map((l) => ({ ...l, remark: null })) });
  };

  return (
    <Form<Header> form={form} layout="vertical" name="customer_prices" onFinish={submit} initialValues={{ customer_id: idParamOf(params.get('customer_id')) }}>
      <Card size="small" title={t('crm_price.customer_price_add_title')}>
        <Form.Item name="customer_id" label={t('crm_price.customer')} rules={[{ required: true, message: t('crm_price.customer_required') }]} style={{ maxWidth: 360 }}>
          <CustomerSelect placeholder={t('crm_price.customer_choose')} allowClear={false} />
        </Form.Item>
        <PriceLinesEditor title={t('crm_price.lines')} lines={lines} onChange={setLines} errors={errors} />
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={add.isPending}>{t('crm_price.save')}</Button>
          <Button onClick={() => void navigate(-1)}>{t('crm_price.back')}</Button>
        </Flex>
      </Card>
    </Form>
  );
}
