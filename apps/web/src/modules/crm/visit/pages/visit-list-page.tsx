import { Card, Col, Empty, Flex, Row, Space, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { VisitListQuerySchema, type Visit, type VisitPersonStatics } from '@tradewind/contract/crm/visit.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { useDeleteListedVisitMutation, useVisitStaticsQuery, visitListKeys } from '../api/visit-list.api';
import { VisitFilterBar } from '../components/visit-filter-bar';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

const KIND_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'green' };

/** The counts by person over the list's person and days (GET /crm/visits/statics?group=person). */
function VisitStaticsCard({ createdBy, startDate, endDate }: { createdBy?: number | null; startDate?: string; endDate?: string }) {
  const { t } = useI18n();
  const stats = useVisitStaticsQuery({ created_by: createdBy ?? null, start_date: startDate, end_date: endDate });
  const data = stats.data;
  const columns: TableColumnsType<VisitPersonStatics> = [
    { title: t('crm_visit.person'), dataIndex: 'name' },
    { title: t('crm_visit.stats_total'), dataIndex: 'total', align: 'right' },
    { title: t('crm_visit.stats_follow_ups'), dataIndex: 'follow_ups', align: 'right' },
    { title: t('crm_visit.stats_accompanied'), dataIndex: 'accompanied', align: 'right' },
    { title: t('crm_visit.stats_check_ins'), dataIndex: 'check_ins', align: 'right' },
    { title: t('crm_visit.stats_customers'), dataIndex: 'customers', align: 'right' },
    { title: t('crm_visit.stats_last'), dataIndex: 'last_visit_at', width: 150 },
  ];
  return (
    <Card size="small" title={t('crm_visit.stats_title')} extra={<Typography.Text type="secondary">{t('crm_visit.stats_period')}</Typography.Text>} loading={stats.isPending}>
      <Row gutter={16}>
        <Col span={7}>
          <Flex vertical gap={12}>
            <Row gutter={8}>
              <Col span={12}>
                <Statistic title={t('crm_visit.stats_total')} value={data?.total ?? 0} />
              </Col>
              <Col span={12}>
                <Statistic title={t('crm_visit.stats_customers')} value={data?.customers ?? 0} />
              </Col>
            </Row>
            <Space wrap>
              {(data?.types ?? []).map((k) => (
                <Tag key={k.type} color={KIND_COLORS[k.type]}>
                  {k.label} {k.count}
                </Tag>
              ))}
            </Space>
          </Flex>
        </Col>
        <Col span={17}>
          <Table<VisitPersonStatics>
            size="small"
            rowKey="staff_id"
            columns={columns}
            dataSource={data?.people ?? []}
            pagination={false}
            scroll={{ y: 160 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_visit.stats_empty')} /> }}
          />
        </Col>
      </Row>
    </Card>
  );
}

/**
 * /crm/visit/list: the follow-ups of every customer the person may see (the customers' data scope), with
 * the check-in place and time, filters, export and the counts by person of the same period.
 */
export function VisitListPage() {
  const { t } = useI18n();
  const list = useList<Visit, typeof VisitListQuerySchema>({ keys: visitListKeys, path: '/crm/visits', schema: VisitListQuerySchema, exportPath: '/crm/visits/export' });
  const remove = useDeleteListedVisitMutation();
  const q = list.query;

  const columns: TableColumnsType<Visit> = [
    { title: t('crm_visit.time'), dataIndex: 'created_at', width: 150, fixed: 'left', ...list.sorter('created_at') },
    {
      title: t('crm_visit.customer'),
      dataIndex: 'customer_name',
      width: 180,
      render: (_v, row) => (row.customer_id !== null ? <Typography.Link onClick={() => openCustomerDrawer(row.customer_id!)}>{row.customer_name}</Typography.Link> : '-'),
    },
    { title: t('crm_visit.person'), dataIndex: ['creator', 'name'], width: 100 },
    {
      title: t('crm_visit.type'),
      dataIndex: 'type',
      width: 110,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={KIND_COLORS[row.type]}>{row.type_text}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.visit_type_text}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('crm_visit.content'),
      dataIndex: 'content',
      width: 280,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: row.content }}>
            {row.content}
          </Typography.Paragraph>
          {row.image_list.length ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('crm_visit.images', { count: row.image_list.length })}</Typography.Text> : null}
        </Space>
      ),
    },
    { title: t('crm_visit.contact'), dataIndex: 'user_name', width: 90, render: (v: string | null) => v ?? '-' },
    {
      title: t('crm_visit.place'),
      dataIndex: 'address',
      width: 220,
      render: (_v, row) =>
        row.address || row.longitude ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>
              <EnvironmentOutlined /> {row.address ?? '-'}
            </Typography.Text>
            {row.longitude && row.latitude ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('crm_visit.coordinates', { lng: Number(row.longitude).toFixed(6), lat: Number(row.latitude).toFixed(6) })}
              </Typography.Text>
            ) : null}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: t('crm_visit.next_visit'), dataIndex: 'next_visit_time', width: 150, render: (v: string | null) => v ?? '-' },
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_v, row) =>
        row.can_delete ? (
          <Permission rule="crm:visit:delete">
            <DeleteAction title={t('crm_visit.delete_confirm')} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <VisitStaticsCard createdBy={q.created_by} startDate={q.start_date} endDate={q.end_date} />
      <Card size="small">
        <VisitFilterBar
          list={list}
          actions={<ExportButton permission="crm:visit:export" {...list.exportProps} />}
        />
        <ListTable<Visit> list={list} columns={columns} scroll={{ x: 1500 }} empty={t(list.filtered ? 'crm_visit.empty_filtered' : 'crm_visit.empty')} />
      </Card>
    </Flex>
  );
}

