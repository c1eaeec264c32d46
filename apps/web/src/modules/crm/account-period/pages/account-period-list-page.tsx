import { useState } from 'react';
import { Card, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCustomerListQuery } from '../../customer/api/customer.queries';
import { SalesTypeTag } from '../../customer/components/customer-tags';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';
import { AccountPeriodTable } from '../components/account-period-table';

/** `?account_period_id=` as a positive id, or null. */
function periodIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('account_period_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /crm/account_period/list?account_period_id= (spec 001 §2): the periods on the left (one chosen, with
 * their create/edit/delete), the customers on the chosen one on the right; a name opens the drawer.
 */
export function AccountPeriodListPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const periodId = periodIdOf(params);
  const [paging, setPaging] = useState({ page: 1, page_size: DEFAULT_PAGE_SIZE });
  const customers = useCustomerListQuery({ account_period_id: periodId ?? undefined, is_open_payment_day: 1, ...paging }, { enabled: periodId !== null });

  const handleSelect = (id: number | null) => {
    setPaging((p) => ({ ...p, page: 1 }));
    setParams(
      (next) => {
        if (id === null) next.delete('account_period_id');
        else next.set('account_period_id', String(id));
        return next;
      },
      { replace: true },
    );
  };

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
          <Table<Customer>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={customers.list}
            scroll={{ x: 'max-content' }}
            loading={customers.isFetching}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_period.no_customers')} /> }}
            pagination={{
              current: customers.pagination.page,
              pageSize: customers.pagination.size,
              total: customers.pagination.total,
              showTotal: (total) => t('admin.total', { total }),
              onChange: (page, page_size) => setPaging({ page, page_size }),
            }}
          />
        )}
      </Card>
    </Flex>
  );
}
