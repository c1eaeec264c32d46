import { Form, InputNumber, Modal, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { SkuPriceBodySchema, type SkuPriceLog, type SkuRow } from '@tradewind/contract/pms/sku.schema';
import { fromMoney, toMoney } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSkuPriceLogsQuery, useSkuPriceMutation } from '../api/sku.api';

type Values = { sale_price: number | null; market_price: number | null; cost_price: number | null };
const PRICE_FIELDS = ['sale_price', 'market_price', 'cost_price'] as const;

/** Quick edit of one SKU's prices (pms:goods:price), beside the history of its price changes. */
export function SkuPriceModal({ sku, onClose }: { sku: SkuRow; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSkuPriceMutation();
  const submit = useFormSubmit(form, save, { success: t('form.updated'), onDone: onClose });
  const logs = useSkuPriceLogsQuery(sku.id);
  const shape = SkuPriceBodySchema.shape;
  const initialValues: Values = { sale_price: toMoney(sku.sale_price), market_price: toMoney(sku.market_price), cost_price: toMoney(sku.cost_price) };

  const handleFinish = (values: Values) =>
    submit({ id: sku.id, input: { sale_price: fromMoney(values.sale_price), market_price: fromMoney(values.market_price), cost_price: fromMoney(values.cost_price) } });

  const fieldLabel = (field: SkuPriceLog['field']) => t(`pms.goods_${field}`);
  const columns: TableColumnsType<SkuPriceLog> = [
    { title: t('pms.price_log_at'), dataIndex: 'created_at', width: 160 },
    { title: t('pms.price_log_staff'), dataIndex: 'staff_name', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('pms.price_log_field'), dataIndex: 'field', width: 90, render: fieldLabel },
    {
      title: t('pms.price_log_change'),
      key: 'change',
      render: (_v, row) => (
        <span>
          <Typography.Text type="secondary">{row.old_value ?? '-'}</Typography.Text> → <Typography.Text strong>{row.new_value ?? '-'}</Typography.Text>
        </span>
      ),
    },
  ];

  return (
    <Modal open title={t('pms.goods_price_title', { name: [sku.name, sku.spec_text].filter(Boolean).join(' ') })} width={620} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('pms.save')} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'edit',
            label: t('pms.goods_price_edit'),
            children: (
              <Form form={form} name="sku_price" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
                {PRICE_FIELDS.map((field) => (
                  <Form.Item key={field} name={field} label={t(`pms.goods_${field}`)} rules={field === 'market_price' ? [zodRule(shape[field])] : [{ required: true, message: t('pms.goods_price_required') }, zodRule(shape[field])]}>
                    <InputNumber precision={2} prefix="¥" style={{ width: 200 }} />
                  </Form.Item>
                ))}
              </Form>
            ),
          },
          {
            key: 'logs',
            label: t('pms.goods_price_logs'),
            children: <Table<SkuPriceLog> rowKey="id" size="small" columns={columns} dataSource={logs.data ?? []} loading={logs.isFetching} pagination={false} scroll={{ y: 320 }} />,
          },
        ]}
      />
    </Modal>
  );
}
