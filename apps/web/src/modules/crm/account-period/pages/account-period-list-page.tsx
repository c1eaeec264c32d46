import { Card, Empty, Flex, Typography, type TableColumnsType } from 'antd';
import { CustomerListQuerySchema, type Customer } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { customerKeys } from '../../customer/api/customer.api';
import { SalesTypeTag } from '../../customer/components/customer-tags';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';
import { AccountPeriodTable } from '../components/account-period-table';

/**
 * /crm/account_period/list?account_period_id= (spec 001 §2): the periods on the left (one chosen, with
 * their create/edit/delete), the customers on the chosen one on the right; a name opens the drawer.
 */
export function AccountPeriodListPage() {
  const { t } = useI18n();
  const list = useList<Customer, typeof CustomerListQuerySchema>({ keys: customerKeys, path: '/crm/customers', schema: CustomerListQuerySchema, defaults: { is_open_payment_day: 1 }, enabled: (query) => query.account_period_id !== undefined });
  const periodId = list.query.account_period_id ?? null;
  const handleSelect = (id: number | null) => list.setFilters({ account_period_id: id ?? undefined });

  const columns: TableColumnsType<Customer> = [
    { title: t('crm_customer.id'), dataIndex: 'id', width: 70 },
    {
      title: t('crm_customer.name'),
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      render: (name: string, row) => <Typography.Link onClick={() => openCustomerDrawer(row.id)}>{name}</Typography.Link>,
    },
    { title: t('crm_customer.phone'), dataIndex: 'phone', width: 130 },
    { title: t('crm_customer.sales_type'), dataIndex: 'sales_type', width: 100, render: (v: Customer['sales_type']) => <SalesTypeTag salesType={v} /> },
    { title: t('crm_customer.owner'), dataIndex: 'sales_name', width: 110, render: (v: string) => v || '-' },
    { title: t('crm_drawer.payment_amount'), dataIndex: 'payment_amount', width: 120, align: 'right' },
    {
      title: t('crm_drawer.contract_time'),
      key: 'contract',
      width: 210,
      render: (_v, row) => (row.contract_begin_time ? `${row.contract_begin_time.slice(0, 10)} ~ ${row.contract_end_time?.slice(0, 10) ?? ''}` : '-'),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <AccountPeriodTable selectedId={periodId} onSelect={handleSelect} showCustomerNum />
      </Card>
      <Card title={t('crm_period.customers')}>
        {periodId === null ? (
          <Empty description={t('crm_period.choose_period')} />
        ) : (
          <ListTable<Customer> list={list} size="middle" columns={columns} scroll={{ x: 'max-content' }} empty={t('crm_period.no_customers')} />
        )}
      </Card>
    </Flex>
  );
}
