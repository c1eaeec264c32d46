import { useState } from 'react';
import { ExportButton } from '@/modules/common';
import { Button, Card, DatePicker, Descriptions, Drawer, Empty, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination';
import type { ActionLogEntry } from '@tradewind/contract/system/action-log.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { StaffSelect } from '../../staff/components/staff-select';
import { useActionLogQuery, type ActionLogParams } from '../api/action-log.queries';

/** What the range picker hands back: Day.js values (antd's date library). */
type Moment = { format: (pattern: string) => string };
type Filters = { staff_id?: number; module?: string; action?: string; target_id?: string; range?: [Moment | null, Moment | null] | null };

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const METHOD_COLOR: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red', GET: 'default' };

function toParams(values: Filters): ActionLogParams {
  const [begin, end] = values.range ?? [];
  return {
    staff_id: values.staff_id,
    module: values.module?.trim() || undefined,
    action: values.action?.trim() || undefined,
    target_id: values.target_id?.trim() || undefined,
    begin_time: begin?.format(TIME_FORMAT),
    end_time: end?.format(TIME_FORMAT),
  };
}

/** /system/system/action_log: who changed what, searchable; each entry opens in a drawer. */
export function ActionLogPage() {
  const { t } = useI18n();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<ActionLogParams>({});
  const [paging, setPaging] = useState({ page: 1, page_size: DEFAULT_PAGE_SIZE });
  const [viewing, setViewing] = useState<ActionLogEntry | null>(null);
  const log = useActionLogQuery({ ...paging, ...filters });

  const columns: TableColumnsType<ActionLogEntry> = [
    { title: t('action_log.time'), dataIndex: 'created_at', width: 150 },
    { title: t('action_log.staff'), dataIndex: 'staff_name', width: 110, render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('action_log.system')}</Typography.Text> },
    { title: t('action_log.module'), dataIndex: 'module', width: 100, render: (v: string) => <Tag>{v}</Tag> },
    { title: t('action_log.action'), dataIndex: 'action', width: 120 },
    {
      title: t('action_log.target'),
      key: 'target',
      width: 140,
      render: (_v, row) => (row.target_type ? `${row.target_type}${row.target_id ? ` #${row.target_id}` : ''}` : '-'),
    },
    {
      title: t('action_log.request'),
      key: 'request',
      ellipsis: true,
      render: (_v, row) => (
        <Space size={6}>
          <Tag color={METHOD_COLOR[row.method] ?? 'default'} style={{ marginInlineEnd: 0 }}>
            {row.method}
          </Tag>
          <Typography.Text type="secondary">{row.path}</Typography.Text>
        </Space>
      ),
    },
    { title: t('action_log.store'), dataIndex: 'store_name', width: 110, render: (v: string | null) => v ?? '-' },
    { title: t('action_log.ip'), dataIndex: 'ip', width: 120, render: (v: string | null) => v ?? '-' },
    {
      title: t('admin.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_v, row) => (
        <Button type="link" onClick={() => setViewing(row)}>
          {t('action_log.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small">
      <Form
        form={filterForm}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(values) => {
          setFilters(toParams(values));
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="staff_id">
          <StaffSelect placeholder={t('action_log.staff')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="module">
          <Input placeholder={t('action_log.module')} allowClear style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="action">
          <Input placeholder={t('action_log.action')} allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="target_id">
          <Input placeholder={t('action_log.target_id')} allowClear style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="range">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('admin.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              setFilters({});
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('admin.reset')}
          </Button>
          <ExportButton path="/action/log/export" query={{ ...filters }} />
        </Space>
      </Form>
      <Table<ActionLogEntry>
        rowKey="id"
        columns={columns}
        dataSource={log.list}
        loading={log.isFetching}
        scroll={{ x: 1100 }}
        onChange={(pagination) => setPaging({ page: pagination.current ?? 1, page_size: pagination.pageSize ?? DEFAULT_PAGE_SIZE })}
        onRow={(row) => ({ onDoubleClick: () => setViewing(row) })}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('action_log.empty')} /> }}
        pagination={{
          current: log.pagination.page,
          pageSize: paging.page_size,
          total: log.pagination.total,
          showSizeChanger: true,
          showTotal: (total) => t('admin.total', { total }),
        }}
      />
      <Drawer open={viewing !== null} title={t('action_log.detail')} size={520} onClose={() => setViewing(null)}>
        {viewing ? (
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={t('action_log.time')}>{viewing.created_at}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.staff')}>
              {viewing.staff_name ?? t('action_log.system')}
              {viewing.staff_id ? <Typography.Text type="secondary"> #{viewing.staff_id}</Typography.Text> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('action_log.store')}>{viewing.store_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.module')}>{viewing.module}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.action')}>{viewing.action}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.target_type')}>{viewing.target_type ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.target_id')}>{viewing.target_id ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.method')}>
              <Tag color={METHOD_COLOR[viewing.method] ?? 'default'}>{viewing.method}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('action_log.path')}>
              <Typography.Text code copyable>
                {viewing.path}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('action_log.ip')}>{viewing.ip ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('action_log.request_id')}>{viewing.request_id ? <Typography.Text copyable>{viewing.request_id}</Typography.Text> : '-'}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Drawer>
    </Card>
  );
}
