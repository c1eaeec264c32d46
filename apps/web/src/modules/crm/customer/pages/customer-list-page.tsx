import { useState } from 'react';
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Empty, Flex, Space, Table, Tabs, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination';
import type { Customer, CustomerListQuery } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import type { CustomerListParams } from '../api/customer.keys';
import { useCustomerListQuery } from '../api/customer.queries';
import { CustomerFilterBar, type CustomerFilters } from '../components/customer-filter-bar';
import { CustomerStatusSwitch, GrabButton, ReleaseButton } from '../components/customer-row-actions';
import { CertTag, PeriodTag, SalesTypeTag } from '../components/customer-tags';
import { CUSTOMER_ADD_PATH, customerEditPath } from '../customer.routes';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

type Ownership = CustomerListQuery['ownership'];
type Sort = Pick<CustomerListQuery, 'sort' | 'order'>;

const OWNERSHIPS: Ownership[] = ['all', 'mine', 'public', 'team'];
const DEFAULT_SORT: Sort = { sort: 'created_at', order: 'desc' };
const SORTABLE = new Set<string>(['created_at', 'id', 'name', 'last_visit_at']);

/** /crm/customer/list: every customer the person may see (data scope applies on the server), by ownership. */
export function CustomerListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [ownership, setOwnership] = useState<Ownership>('all');
  const [filters, setFilters] = useState<CustomerFilters>({});
  const [paging, setPaging] = useState({ page: 1, page_size: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const canView = usePermission('crm:customer:detail');

  const query: CustomerListParams = { ...filters, ownership, ...sort };
  const customers = useCustomerListQuery({ ...query, ...paging });
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const openDrawer = (id: number) => openCustomerDrawer(id);

  const handleTableChange: TableProps<Customer>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.field === 'string' && SORTABLE.has(one.field) && one.order ? one.field : null;
    setSort(field ? { sort: field as Sort['sort'], order: one.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT);
    setPaging({ page: pagination.current ?? 1, page_size: pagination.pageSize ?? DEFAULT_PAGE_SIZE });
  };
  const sortOrderOf = (field: Sort['sort']) => (sort.sort === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<Customer> = [
    { title: t('crm_customer.id'), dataIndex: 'id', width: 70, sorter: true, sortOrder: sortOrderOf('id'), fixed: 'left' },
    {
      title: t('crm_customer.name'),
      dataIndex: 'name',
      width: 190,
      sorter: true,
      sortOrder: sortOrderOf('name'),
      fixed: 'left',
      render: (_v, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
          <Flex vertical style={{ minWidth: 0, lineHeight: 1.3 }}>
            {canView ? (
              <Typography.Link onClick={() => openDrawer(row.id)} ellipsis>
                {row.name}
              </Typography.Link>
            ) : (
              <Typography.Text ellipsis>{row.name}</Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.phone}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: t('crm_customer.sales_type'), dataIndex: 'sales_type', width: 90, render: (_v, row) => <SalesTypeTag salesType={row.sales_type} /> },
    { title: t('crm_customer.owner'), dataIndex: 'sales_name', width: 90, render: (v: string) => v || '-' },
    { title: t('crm_customer.level'), dataIndex: 'level_text', width: 90, render: (v: string) => v || '-' },
    { title: t('crm_customer.type'), dataIndex: 'type_text', width: 90, render: (v: string) => v || '-' },
    { title: t('crm_customer.source'), dataIndex: 'source_text', width: 90, render: (v: string) => v || '-' },
    { title: t('crm_customer.store'), dataIndex: 'store_name', width: 100 },
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
    {
      title: t('crm_customer.last_visit'),
      dataIndex: 'last_visit_at',
      width: 140,
      sorter: true,
      sortOrder: sortOrderOf('last_visit_at'),
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('crm_customer.never_visited')}</Typography.Text>,
    },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 140, sorter: true, sortOrder: sortOrderOf('created_at') },
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule="crm:customer:detail">
            <Button type="link" onClick={() => openDrawer(row.id)}>
              {t('crm_customer.view')}
            </Button>
          </Permission>
          <Permission rule="crm:customer:update">
            <Button type="link" onClick={() => void navigate(customerEditPath(row.id))}>
              {t('admin.edit')}
            </Button>
          </Permission>
          <GrabButton customer={row} />
          <ReleaseButton customer={row} />
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={ownership}
        onChange={(key) => {
          setOwnership(key as Ownership);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        items={OWNERSHIPS.map((key) => ({ key, label: t(`crm_customer.ownership_${key}`) }))}
        tabBarExtraContent={
          <Space>
            <Permission rule="crm:customer:export">
              <ExportButton path="/crm/customers/export" query={query} />
            </Permission>
            <Permission rule="crm:customer:create">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(CUSTOMER_ADD_PATH)}>
                {t('crm_customer.create')}
              </Button>
            </Permission>
          </Space>
        }
      />
      <CustomerFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <Table<Customer>
        rowKey="id"
        columns={columns}
        dataSource={customers.list}
        loading={customers.isFetching}
        onChange={handleTableChange}
        scroll={{ x: 1500 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'crm_customer.empty_filtered' : 'crm_customer.empty')} /> }}
        pagination={{
          current: customers.pagination.page,
          pageSize: paging.page_size,
          total: customers.pagination.total,
          showSizeChanger: true,
          showTotal: (total) => t('admin.total', { total }),
        }}
      />
    </Card>
  );
}
