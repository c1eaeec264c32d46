import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography, type TableColumnType } from 'antd';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { TextKey } from '@/core/i18n/web-messages';
import { SalesTypeTag } from './customer-tags';

type Column = TableColumnType<Customer>;
type Sorter = (field: string) => Pick<Column, 'sorter' | 'sortOrder'>;

const orDash = (v: string) => v || '-';

/** Columns the customer lists share (the list, the pools), sorted through the list controller. */
export function customerColumns(t: (key: TextKey) => string, sorter: Sorter) {
  return {
    id: { title: t('crm_customer.id'), dataIndex: 'id', width: 70, ...sorter('id') },
    /** avatar, name (a link opening the drawer when `open` is given) and phone */
    name: (open?: (id: number) => void): Column => ({
      title: t('crm_customer.name'),
      dataIndex: 'name',
      width: 190,
      ...sorter('name'),
      render: (_v, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
          <Flex vertical style={{ minWidth: 0, lineHeight: 1.3 }}>
            {open ? (
              <Typography.Link onClick={() => open(row.id)} ellipsis>
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
    }),
    salesType: { title: t('crm_customer.sales_type'), dataIndex: 'sales_type', width: 90, render: (_v, row) => <SalesTypeTag salesType={row.sales_type} /> } satisfies Column,
    level: { title: t('crm_customer.level'), dataIndex: 'level_text', width: 90, render: orDash },
    type: { title: t('crm_customer.type'), dataIndex: 'type_text', width: 90, render: orDash },
    source: { title: t('crm_customer.source'), dataIndex: 'source_text', width: 90, render: orDash },
    store: { title: t('crm_customer.store'), dataIndex: 'store_name', width: 100 },
    lastVisit: {
      title: t('crm_customer.last_visit'),
      dataIndex: 'last_visit_at',
      width: 140,
      ...sorter('last_visit_at'),
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('crm_customer.never_visited')}</Typography.Text>,
    } satisfies Column,
    createdAt: { title: t('admin.created_at'), dataIndex: 'created_at', width: 140, ...sorter('created_at') },
  };
}
