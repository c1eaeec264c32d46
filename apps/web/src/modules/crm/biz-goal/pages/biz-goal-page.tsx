import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, InputNumber, Modal, Progress, Radio, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { groupDigits } from '@tradewind/contract/common/money';
import { BIZ_GOAL_KINDS, type BizGoal, type BizGoalMonth } from '@tradewind/contract/crm/biz-goal.schema';
import { DeleteAction } from '@/core/list/delete-action';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { Permission } from '@/core/permission/permission';
import { useFormSubmit } from '@/core/form/use-save-form';
import { usePermission } from '@/core/permission/use-permission';
import { Link } from 'react-router';
import { DeptTreeSelect, StaffSelect } from '@/modules/system';
import { useBizGoalsQuery, useDeleteBizGoalMutation, useSaveBizGoalMutation } from '../api/biz-goal.api';
import { GOAL_DOCUMENTS, goalDocumentsPath } from '../goal-links';

type GoalValues = { kind: 1 | 2; scope: 1 | 2 | 3; dept_id?: number | null; staff_id?: number | null; months: number[]; distribute: boolean; year_amount?: number | null };

/** A month's bars: target and actual side by side, as wide as their share of the largest. */
function MonthBars({ goal }: { goal: BizGoal }) {
  const max = Math.max(1, ...goal.months.flatMap((m) => [Number(m.target), Number(m.actual)]));
  return (
    <Flex gap={6} align="flex-end" style={{ height: 120, padding: '8px 0' }}>
      {goal.months.map((m) => (
        <Flex key={m.month} vertical align="center" style={{ flex: 1 }}>
          <Flex gap={2} align="flex-end" style={{ height: 96 }}>
            <div title={m.target} style={{ width: 8, height: `${(Number(m.target) / max) * 96}px`, background: '#d9d9d9' }} />
            <div title={m.actual} style={{ width: 8, height: `${(Number(m.actual) / max) * 96}px`, background: '#1677ff' }} />
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>{m.month}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

function GoalModal({ year, goal, onClose }: { year: number; goal: BizGoal | null; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<GoalValues>();
  const save = useSaveBizGoalMutation();
  const scope = Form.useWatch('scope', form) ?? goal?.scope ?? 1;
  // the server names the department or the person scope_id: shown under the field the form holds now
  const submit = useFormSubmit(form, save, { success: t(goal ? 'form.updated' : 'form.created'), onDone: onClose, fieldMap: { scope_id: scope === 2 ? 'dept_id' : 'staff_id' } });
  const distribute = Form.useWatch('distribute', form) ?? false;
  const initial: GoalValues = {
    kind: goal?.kind ?? 1,
    scope: goal?.scope ?? 1,
    dept_id: goal?.scope === 2 ? goal.scope_id : null,
    staff_id: goal?.scope === 3 ? goal.scope_id : null,
    months: goal ? goal.months.map((m) => Number(m.target)) : Array.from({ length: 12 }, () => 0),
    distribute: false,
  };
  const onFinish = (v: GoalValues) =>
    submit({
      id: goal?.id ?? null,
      input: {
        year,
        kind: v.kind,
        scope: v.scope,
        scope_id: v.scope === 2 ? (v.dept_id ?? '') : v.scope === 3 ? (v.staff_id ?? '') : null,
        ...(v.distribute ? { distribute: 1, year_amount: v.year_amount ?? undefined } : { months: v.months.map((m) => m ?? 0) }),
        remark: null,
      },
    });
  return (
    <Modal open title={t(goal ? 'crm_goal.edit' : 'crm_goal.set')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} width={720} destroyOnHidden>
      <Form form={form} name="biz_goal" layout="vertical" initialValues={initial} onFinish={onFinish}>
        <Space wrap>
          <Form.Item name="kind" label={t('crm_goal.kind')}>
            <Radio.Group optionType="button" options={BIZ_GOAL_KINDS.map((k) => ({ value: k, label: t(`crm.biz_goal_kind_${k}`) }))} />
          </Form.Item>
          <Form.Item name="scope" label={t('crm_goal.scope')}>
            <Radio.Group optionType="button" options={[1, 2, 3].map((s) => ({ value: s, label: t(`crm.biz_goal_scope_${s}`) }))} />
          </Form.Item>
          {scope === 2 ? (
            <Form.Item name="dept_id" label={t('crm_goal.dept')} style={{ width: 200 }}>
              <DeptTreeSelect />
            </Form.Item>
          ) : null}
          {scope === 3 ? (
            <Form.Item name="staff_id" label={t('crm_goal.staff')} style={{ width: 200 }}>
              <StaffSelect />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="distribute" label={t('crm_goal.distribute')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {distribute ? (
          <Form.Item name="year_amount" label={t('crm_goal.year_amount')}>
            <InputNumber precision={2} style={{ width: 200 }} />
          </Form.Item>
        ) : (
          <Flex wrap gap={8}>
            {Array.from({ length: 12 }, (_, i) => (
              <Form.Item key={i} name={['months', i]} label={t('crm_goal.month_n', { n: i + 1 })} style={{ width: 150, marginBottom: 8 }}>
                <InputNumber precision={2} style={{ width: '100%' }} />
              </Form.Item>
            ))}
          </Flex>
        )}
      </Form>
    </Modal>
  );
}

const rateText = (rate: number | null) => (rate === null ? '-' : `${rate}%`);

/** An actual as a link to the documents it counts, audited from `start` to `end`, when the caller may open their list. */
function ActualLink({ goal, start, end, amount }: { goal: BizGoal; start: string; end: string; amount: string }) {
  const { t } = useI18n();
  const allowed = usePermission(GOAL_DOCUMENTS[goal.kind].permission);
  if (!allowed) return <>{groupDigits(amount)}</>;
  return (
    <Link to={goalDocumentsPath(goal, start, end)} title={t(goal.kind === 1 ? 'crm_goal.open_orders' : 'crm_goal.open_receipts')}>
      {groupDigits(amount)}
    </Link>
  );
}

/** /crm/biz_goal/index: a year's goals, each with its months' target, actual, attainment and the current month's forecast. */
export function BizGoalPage() {
  const { t } = useI18n();
  const [year, setYear] = useState(() => dayjs().year());
  const goals = useBizGoalsQuery(year);
  const remove = useDeleteBizGoalMutation();
  const [editing, setEditing] = useState<BizGoal | null | 'new'>(null);

  const monthColumns = (goal: BizGoal): TableColumnsType<BizGoalMonth> => [
    { title: t('crm_goal.month'), dataIndex: 'month', width: 80, render: (n: number) => t('crm_goal.month_n', { n }) },
    { title: t('crm_goal.target'), dataIndex: 'target', align: 'right', render: (v: string) => groupDigits(v) },
    { title: t('crm_goal.actual'), dataIndex: 'actual', align: 'right', render: (v: string, m) => <ActualLink goal={goal} start={m.start_date} end={m.end_date} amount={v} /> },
    { title: t('crm_goal.rate'), dataIndex: 'rate', width: 200, render: (rate: number | null) => (rate === null ? '-' : <Progress percent={Math.min(100, rate)} format={() => `${rate}%`} size="small" />) },
    { title: t('crm_goal.forecast'), dataIndex: 'forecast', align: 'right', render: (v: string | null, m) => (v === null ? '' : t('crm_goal.forecast_rate', { amount: groupDigits(v), rate: rateText(m.forecast_rate) })) },
  ];
  const columns: TableColumnsType<BizGoal> = [
    { title: t('crm_goal.scope'), dataIndex: 'scope_name', render: (v: string, g) => `${g.scope_text} · ${v}` },
    { title: t('crm_goal.kind'), dataIndex: 'kind_text', width: 100 },
    { title: t('crm_goal.year_amount'), dataIndex: 'year_amount', align: 'right', render: (v: string) => groupDigits(v) },
    { title: t('crm_goal.actual'), dataIndex: 'actual', align: 'right', render: (v: string, g) => <ActualLink goal={g} start={`${g.year}-01-01`} end={`${g.year}-12-31`} amount={v} /> },
    { title: t('crm_goal.rate'), dataIndex: 'rate', width: 180, render: (rate: number | null) => (rate === null ? '-' : <Progress percent={Math.min(100, rate)} format={() => `${rate}%`} size="small" />) },
    { title: t('crm_goal.year_forecast'), dataIndex: 'forecast', align: 'right', render: (v: string | null) => (v === null ? '-' : groupDigits(v)) },
    {
      title: t('admin.actions'),
      key: 'actions',
      width: 140,
      render: (_v, g) => (
        <Space size={0}>
          <Permission rule="crm:biz_goal:update">
            <Button type="link" onClick={() => setEditing(g)}>
              {t('admin.edit')}
            </Button>
          </Permission>
          <Permission rule="crm:biz_goal:delete">
            <DeleteAction title={t('crm_goal.delete_confirm')} onDelete={() => remove.mutateAsync(g.id)} />
          </Permission>
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('crm_goal.year')}
          <DatePicker picker="year" allowClear={false} value={dayjs(`${year}-01-01`)} onChange={(d) => d && setYear(d.year())} />
        </Space>
      }
      extra={
        <CreateButton permission="crm:biz_goal:create" label={t('crm_goal.set')} onClick={() => setEditing('new')} />
      }
    >
      <Table<BizGoal>
        // mounted again when the year's goals arrive, so the first of them opens
        key={goals.data ? `goals-${year}` : 'loading'}
        rowKey="id"
        size="small"
        loading={goals.isPending}
        dataSource={goals.data ?? []}
        columns={columns}
        pagination={false}
        expandable={{
          defaultExpandedRowKeys: goals.data?.[0] ? [goals.data[0].id] : [],
          expandedRowRender: (g) => (
            <>
              <MonthBars goal={g} />
              <Table<BizGoalMonth> rowKey="month" size="small" dataSource={g.months} columns={monthColumns(g)} pagination={false} />
            </>
          ),
        }}
      />
      {editing !== null ? <GoalModal year={year} goal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
