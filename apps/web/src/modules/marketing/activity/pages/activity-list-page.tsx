import { Card, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { ACTIVITY_STATES, ActivityListQuerySchema, type Activity, type ActivityState } from '@tradewind/contract/marketing/activity.schema';
import { ACTIVITY_TYPES } from '@tradewind/contract/marketing/pricing.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { StackedCell } from '@/core/list/list-cells';
import { ListTable } from '@/core/list/list-table';
import { RowActionLinks } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { activityKeys, useActivityActionMutation } from '../api/activity.api';
import { ACTIVITY_ADD_PATH, activityEditPath } from '../../marketing.routes';

const STATE_COLORS: Record<ActivityState, string> = { scheduled: 'blue', running: 'green', ended: 'default', off: 'orange', void: 'red' };

/** /marketing/activity/list: the activities with their rule, audience, window and state; add, edit, on/off, void. */
export function ActivityListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const list = useList<Activity, typeof ActivityListQuerySchema>({ keys: activityKeys, path: '/marketing/activities', schema: ActivityListQuerySchema });
  const act = useActivityActionMutation();
  const run = (id: number, action: 'on' | 'off' | 'void') => act.mutateAsync({ id, action }).then(() => void message.success(t('marketing_activity.done')));

  const columns: TableColumnsType<Activity> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('marketing_activity.name'),
      dataIndex: 'name',
      width: 220,
      render: (_v, row) => <StackedCell strong main={row.name} sub={row.remark} />,
    },
    { title: t('marketing_activity.type'), dataIndex: 'type_text', width: 110 },
    { title: t('marketing_activity.rule'), dataIndex: 'rule_text', width: 300 },
    { title: t('marketing_activity.audience'), dataIndex: 'audience_text', width: 180 },
    {
      title: t('marketing_activity.window'),
      key: 'window',
      width: 170,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.starts_at.slice(0, 16)}</span>
          <span>{row.ends_at.slice(0, 16)}</span>
        </Space>
      ),
    },
    { title: t('marketing_activity.priority'), dataIndex: 'priority', width: 80, align: 'right' },
    { title: t('marketing_activity.state'), dataIndex: 'state', width: 90, render: (v: ActivityState, row) => <Tag color={STATE_COLORS[v]}>{row.state_text}</Tag> },
    { title: t('marketing_activity.created_by'), dataIndex: 'created_by_name', width: 100 },
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_v, row) =>
        row.status === 0 ? null : (
          <RowActionLinks
            actions={[
              { permission: 'marketing:activity:update', label: t('admin.edit'), onClick: () => navigate(activityEditPath(row.id)) },
              row.status === 2
                ? { permission: 'marketing:activity:switch', label: t('marketing_activity.switch_on'), onClick: () => run(row.id, 'on') }
                : { permission: 'marketing:activity:switch', label: t('marketing_activity.switch_off'), confirm: t('marketing_activity.off_confirm', { name: row.name }), onClick: () => run(row.id, 'off') },
              { permission: 'marketing:activity:void', label: t('marketing_activity.void'), danger: true, confirm: t('marketing_activity.void_confirm', { name: row.name }), onClick: () => run(row.id, 'void') },
            ]}
          />
        ),
    },
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="activity_filters"
        actions={<CreateButton permission="marketing:activity:create" label={t('marketing_activity.create')} onClick={() => void navigate(ACTIVITY_ADD_PATH)} />}
      >
        <Form.Item name="keyword">
          <Input placeholder={t('marketing_activity.keyword')} aria-label={t('marketing_activity.keyword')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="type">
          <Select placeholder={t('marketing_activity.type')} aria-label={t('marketing_activity.type')} allowClear style={{ width: 140 }} options={ACTIVITY_TYPES.map((k) => ({ value: k, label: t(`marketing.activity_type_${k}`) }))} />
        </Form.Item>
        <Form.Item name="state">
          <Select placeholder={t('marketing_activity.state')} aria-label={t('marketing_activity.state')} allowClear style={{ width: 120 }} options={ACTIVITY_STATES.map((s) => ({ value: s, label: t(`marketing.activity_state_${s}`) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable<Activity> list={list} columns={columns} scroll={{ x: 1500 }} empty={t(list.filtered ? 'marketing_activity.empty_filtered' : 'marketing_activity.empty')} />
    </Card>
  );
}
