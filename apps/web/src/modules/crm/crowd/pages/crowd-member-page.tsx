import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { CrowdMemberQuerySchema, MEMBER_COUNT_CAP, type CrowdMember } from '@tradewind/contract/crm/crowd.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { crowdMemberKeysOf, useCrowdQuery } from '../api/crowd.api';
import { CROWD_LIST_PATH } from '../../crm.routes';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

/** /crm/crowd/customer?id=: the crowd's customers the person may see (their data scope), with export. */
export function CrowdMemberPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id')) ?? 0;
  const crowd = useCrowdQuery(id || null);
  const list = useList<CrowdMember, typeof CrowdMemberQuerySchema>({
    keys: crowdMemberKeysOf(id),
    path: `/crm/crowd/${id}/customers`,
    schema: CrowdMemberQuerySchema,
    enabled: id > 0,
    countCap: MEMBER_COUNT_CAP,
  });
  const columns: TableColumnsType<CrowdMember> = [
    { title: 'ID', dataIndex: 'customer_id', width: 80 },
    {
      title: t('crm_crowd.customer'),
      dataIndex: 'name',
      width: 220,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => openCustomerDrawer(row.customer_id)}>{row.name}</Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.phone}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('crm_crowd.level'), dataIndex: 'level_name', width: 90 },
    { title: t('crm_crowd.type'), dataIndex: 'type_name', width: 90 },
    { title: t('crm_crowd.store'), dataIndex: 'store_name', width: 120 },
    { title: t('crm_crowd.owner'), dataIndex: 'sales_name', width: 100 },
    { title: t('crm_crowd.last_order'), dataIndex: 'last_order_at', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('crm_crowd.last_visit'), dataIndex: 'last_visit_at', width: 160, render: (v: string | null) => v ?? '-' },
  ];
  return (
    <Card
      size="small"
      title={
        <Space>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => void navigate(CROWD_LIST_PATH)} aria-label={t('crm_crowd.back')} />
          {crowd.data ? t('crm_crowd.members_title', { name: crowd.data.name }) : null}
          {crowd.data ? <Typography.Text type="secondary">{crowd.data.kind_text}</Typography.Text> : null}
        </Space>
      }
    >
      <FilterBar
        list={list}
        name="crowd_member_filters"
        actions={<ExportButton permission="crm:crowd:export" path="/crm/crowd/customers/export" query={{ ...list.exportProps.query, crowd_id: id }} />}
      >
        <Form.Item name="keyword">
          <Input placeholder={t('crm_crowd.member_keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<CrowdMember> list={list} columns={columns} scroll={{ x: 1000 }} empty={t('crm_crowd.member_empty')} />
    </Card>
  );
}
