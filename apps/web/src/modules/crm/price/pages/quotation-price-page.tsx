import { Button, Card, Empty, Form, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { idSchema } from '@tradewind/contract/common/validation';
import { PRICE_SOURCES, QuotationPriceListQuerySchema, priceSourceKey, type QuotationPrice } from '@tradewind/contract/crm/price.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { SkuNameCell } from '@/modules/pms';
import { quotationKeys } from '../api/price.api';
import { CustomerSelect } from '../components/customer-select';
import { PriceSourceTag } from '../components/price-source-tag';
import { customerPriceListPath } from '../../crm.routes';

/** The page's address: the customer beside the list's own filters. */
const QuerySchema = QuotationPriceListQuerySchema.extend({ customer_id: idSchema.optional() });
type Row = QuotationPrice & { id: number };

/**
 * /crm/quotation_price/list?customer_id=: the customer's price of every SKU on sale in each of its units —
 * the price an order line would get (customer price, price plan, else list price) — exportable.
 */
export function QuotationPricePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerId = idParamOf(params.get('customer_id')) ?? undefined;
  // the path names the customer; the list's query carries it too, for the address (the server ignores it)
  const rows = useList<Row, typeof QuerySchema>({
    keys: quotationKeys,
    path: `/crm/customer/${customerId ?? 0}/quotation_price`,
    schema: QuerySchema,
    enabled: customerId !== undefined,
  });

  const columns: TableColumnsType<Row> = [
    { title: t('crm_price.sku'), key: 'sku', width: 240, fixed: 'left', render: (_v, r) => <SkuNameCell name={r.name} spec={[r.sku_code, r.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('crm_price.category'), dataIndex: 'category_name', width: 110 },
    { title: t('crm_price.unit'), dataIndex: 'unit_name', width: 100, render: (v: string, r) => (r.ratio === '1' ? v : `${v} (${Number(r.ratio)}${r.base_unit_name})`) },
    { title: t('crm_price.list_price'), dataIndex: 'list_price', width: 100, align: 'right', render: (v: string) => `¥${v}` },
    {
      title: t('crm_price.effective_price'),
      dataIndex: 'price',
      width: 110,
      align: 'right',
      render: (v: string, r) => <Typography.Text strong type={r.source === 'list' ? undefined : 'success'}>¥{v}</Typography.Text>,
    },
    { title: t('crm_price.source'), dataIndex: 'source', width: 170, render: (_v, r) => <PriceSourceTag source={r.source} plan={r.plan_name} /> },
  ];

  const actions = customerId ? (
    <Space>
      <Permission rule="crm:customer_price:list">
        <Button onClick={() => void navigate(customerPriceListPath(customerId))}>{t('crm_price.own_prices')}</Button>
      </Permission>
      <ExportButton permission="crm:quotation_price:export" path={`/crm/customer/${customerId}/export_quotation_price`} query={{ keyword: rows.query.keyword, source: rows.query.source }} />
    </Space>
  ) : null;
  return (
    <Card size="small">
      <FilterBar list={rows} name="quotation_filters" actions={actions}>
        <Form.Item name="customer_id">
          <CustomerSelect placeholder={t('crm_price.customer_choose')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="keyword">
          <Input placeholder={t('crm_price.sku_keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="source">
          <Select allowClear placeholder={t('crm_price.source_all')} style={{ width: 130 }} options={PRICE_SOURCES.map((s) => ({ value: s, label: t(priceSourceKey(s)) }))} />
        </Form.Item>
      </FilterBar>
      {customerId ? (
        <ListTable<Row> list={rows} columns={columns} rowKey={(r) => `${r.sku_id}:${r.unit_id}`} empty={t('crm_price.quotation_empty')} scroll={{ x: 900 }} />
      ) : (
        <Empty description={t('crm_price.quotation_choose')} />
      )}
    </Card>
  );
}
