import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ActionLogQuerySchema, type ActionLogEntry } from '@tradewind/contract/system/action-log.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import type { ListQuery } from '@/core/list/list-url';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { StaffSelect } from '../../staff/components/staff-select';
import { actionLogKeys } from '../api/action-log.api';

type Range = [Dayjs | null, Dayjs | null] | null;

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const METHOD_COLOR: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red', GET: 'default' };

/** The bar's time range is the list's begin_time and end_time. */
const toValues = ({ begin_time, end_time, ...query }: ListQuery): { range?: Range } => ({
  ...query,
  range: begin_time || end_time ? [begin_time ? dayjs(String(begin_time)) : null, end_time ? dayjs(String(end_time)) : null] : null,
});
const fromValues = ({ range, ...values }: { range?: Range }) => ({ ...values, begin_time: range?.[0]?.format(TIME_FORMAT), end_time: range?.[1]?.format(TIME_FORMAT) });

/** /system/system/action_log: who changed what, searchable; each entry opens in a drawer. */
export function ActionLogPage() {
  const { t } = useI18n();
  const [viewing, setViewing] = useState<ActionLogEntry | null>(null);
  // The log is append-only: entries have no detail call, the drawer shows the row itself.
  const list = useList<ActionLogEntry>({ keys: actionLogKeys, path: '/action/log', schema: ActionLogQuerySchema, exportPath: '/action/log/export' });

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
      <FilterBar list={list} name="action_log_filters" toValues={toValues} fromValues={fromValues} extra={<ExportButton {...list.exportProps} />}>
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
      </FilterBar>
      <ListTable<ActionLogEntry>
        list={list}
        columns={columns}
        empty={t('action_log.empty')}
        scroll={{ x: 1100 }}
        onRow={(row) => ({ onDoubleClick: () => setViewing(row) })}
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
