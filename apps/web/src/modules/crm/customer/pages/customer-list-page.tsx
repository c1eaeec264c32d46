import { Card, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { CustomerListQuerySchema, type Customer, type CustomerListQuery } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { customerKeys } from '../api/customer.api';
import { CustomerFilterBar } from '../components/customer-filter-bar';
import { CustomerStatusSwitch, GrabButton, ReleaseButton } from '../components/customer-row-actions';
import { customerColumns } from '../components/customer-columns';
import { CertTag, PeriodTag } from '../components/customer-tags';
import { OwnershipTabs } from '../components/ownership-tabs';
import { CUSTOMER_ADD_PATH, customerEditPath } from '../../crm.routes';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

type Ownership = CustomerListQuery['ownership'];

const OWNERSHIPS: Ownership[] = ['all', 'mine', 'public', 'team'];

/** /crm/customer/list: every customer the person may see (data scope applies on the server), by ownership. */
export function CustomerListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Customer, typeof CustomerListQuerySchema>({ keys: customerKeys, path: '/crm/customers', schema: CustomerListQuerySchema, exportPath: '/crm/customers/export' });
  const canView = usePermission('crm:customer:detail');
  const openDrawer = (id: number) => openCustomerDrawer(id);

  const c = customerColumns(t, list.sorter);
  const columns: TableColumnsType<Customer> = [
    { ...c.id, fixed: 'left' },
    { ...c.name(canView ? openDrawer : undefined), fixed: 'left' },
    c.salesType,
    { title: t('crm_customer.owner'), dataIndex: 'sales_name', width: 90, render: (v: string) => v || '-' },
    c.level,
    c.type,
    c.source,
    c.store,
    {
      title: t('crm_customer.tags'),
      key: 'tags',
      width: 150,
      render: (_v, row) => (
        <Space size={4} wrap>
          <CertTag isCert={row.is_cert} />
          <PeriodTag customer={row} />
        </Space>
      ),
    },
    { title: t('crm_customer.status'), dataIndex: 'status', width: 64, render: (_v, row) => <CustomerStatusSwitch customer={row} /> },
    c.lastVisit,
    c.createdAt,
    rowActionsColumn<Customer>({
      title: t('admin.actions'),
      width: 170,
      fixed: 'right',
      actions: (row) => [
        { permission: 'crm:customer:detail', label: t('crm_customer.view'), onClick: () => openDrawer(row.id) },
        { permission: 'crm:customer:update', label: t('admin.edit'), onClick: () => void navigate(customerEditPath(row.id)) },
        <GrabButton customer={row} />,
        <ReleaseButton customer={row} />,
      ],
    }),
  ];

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <OwnershipTabs list={list} ownerships={OWNERSHIPS} texts="crm_customer" rules="crm:customer" createPath={CUSTOMER_ADD_PATH} importKind="crm.customer" />
      <CustomerFilterBar list={list} />
      <ListTable<Customer> list={list} columns={columns} scroll={{ x: 1500 }} empty={t(list.filtered ? 'crm_customer.empty_filtered' : 'crm_customer.empty')} />
    </Card>
  );
}
