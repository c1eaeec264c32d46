import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { CustomerPriceListQuerySchema, type CustomerPrice } from '@tradewind/contract/crm/price.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { StackedCell } from '@/core/list/list-cells';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { SkuNameCell } from '@/modules/pms';
import { customerPriceKeys, useDeleteCustomerPriceMutation } from '../api/price.api';
import { CustomerSelect } from '../components/customer-select';
import { customerPriceAddPath, customerPriceEditPath, quotationPath } from '../../crm.routes';

/** /crm/price: customers' own prices (one row per customer, SKU and unit); ?customer_id= shows one customer's. */
export function CustomerPriceListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<CustomerPrice>({ keys: customerPriceKeys, path: '/crm/personalized_prices', schema: CustomerPriceListQuerySchema, exportPath: '/crm/personalized_prices/export' });
  const customerId = typeof list.query.customer_id === 'number' ? list.query.customer_id : undefined;
  const remove = useDeleteCustomerPriceMutation();
  const canAct = usePermission(['or', 'crm:customer_price:update', 'crm:customer_price:delete']);

  const columns: TableColumnsType<CustomerPrice> = [
    {
      title: t('crm_price.customer'),
      key: 'customer',
      width: 180,
      fixed: 'left',
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.customer_name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.customer_phone}</Typography.Text>
        </Space>
      ),
    },
    { title: t('crm_price.sku'), key: 'sku', width: 240, render: (_v, row) => <SkuNameCell name={row.name} spec={[row.sku_code, row.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('crm_price.unit'), dataIndex: 'unit_name', width: 90, render: (v: string, row) => (row.ratio && row.ratio !== '1' ? `${v} (${Number(row.ratio)}${row.base_unit_name})` : v) },
    { title: t('crm_price.list_price'), dataIndex: 'list_price', width: 100, align: 'right', render: (v: string | null) => (v ? `¥${v}` : '-') },
    { title: t('crm_price.customer_price'), dataIndex: 'price', width: 100, align: 'right', render: (v: string) => <Typography.Text strong>¥{v}</Typography.Text> },
    { title: t('crm_price.remark'), dataIndex: 'remark', width: 160, ellipsis: true, render: (v: string | null) => v || '-' },
    {
      title: t('crm_price.updated_at'),
      dataIndex: 'updated_at',
      width: 170,
      render: (v: string, row) => <StackedCell small main={v} sub={row.updated_by_name ?? '-'} />,
    },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<CustomerPrice>({
        title: t('crm_price.actions'),
        width: 140,
        fixed: 'right',
        actions: (row) => [
          { permission: 'crm:customer_price:update', label: t('crm_price.edit'), onClick: () => navigate(customerPriceEditPath(row.id)) },
          {
            permission: 'crm:customer_price:delete',
            confirm: t('crm_price.customer_price_delete_confirm', { customer: row.customer_name, name: row.name, unit: row.unit_name }),
            onDelete: () => remove.mutateAsync(row.id),
          },
        ],
      }),
    );
  const filters: FilterFields = [
    { name: 'customer_id', control: <CustomerSelect placeholder={t('crm_price.customer_all')} style={{ width: 240 }} /> },
    { name: 'keyword', placeholder: t('crm_price.sku_keyword'), width: 200 },
  ];

  const actions = (
    <Space>
      {customerId ? (
        <Permission rule="crm:quotation_price:list">
          <Button onClick={() => void navigate(quotationPath(customerId))}>{t('crm_price.quotation_open')}</Button>
        </Permission>
      ) : null}
      <ExportButton permission="crm:customer_price:export" {...list.exportProps} />
      <CreateButton permission="crm:customer_price:create" label={t('crm_price.customer_price_create')} onClick={() => void navigate(customerPriceAddPath(customerId))} />
    </Space>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="customer_price_filters" actions={actions} fields={filters} />
      <ListTable<CustomerPrice> list={list} columns={columns} empty={t('crm_price.customer_price_empty')} scroll={{ x: 1300 }} />
    </Card>
  );
}
