import { useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Flex, Form, Modal, Progress, Result, Row, Skeleton, Space, Statistic, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { VisitPlanTarget } from '@tradewind/contract/crm/visit-plan.schema';
import { SectionTable } from '@/core/documents/section-table';
import { useFeedback } from '@/core/feedback/feedback';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { rowActionsColumn } from '@/core/list/row-actions';
import { Permission } from '@/core/permission/permission';
import { useVisitPlanQuery, useVisitPlanTargetMutation } from '../api/visit-plan.api';
import { CrowdPickSelect } from '../components/crowd-pick-select';
import { CustomerMultiSelect } from '../components/customer-multi-select';
import { VisitPlanFormModal } from '../components/visit-plan-form-modal';
import { VISIT_PLAN_LIST_PATH } from '../../crm.routes';
import { VisitFormModal } from '../../customer-drawer/components/visit-form-modal';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

/** Customers and / or a crowd's members added to the plan at once. */
function AddTargetsModal({ planId, onClose }: { planId: number; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ customer_ids?: number[]; crowd_id?: number | null }>();
  const add = useVisitPlanTargetMutation();
  return (
    <Modal open title={t('crm_plan.add_targets')} okText={t('admin.save')} confirmLoading={add.isPending} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form
        form={form}
        name="visit_plan_targets"
        layout="vertical"
        onFinish={(v) =>
          add
            .mutateAsync({ id: planId, add: { customer_ids: v.customer_ids ?? [], crowd_id: v.crowd_id ?? null } })
            .then(() => {
              void message.success(t('crm_plan.added'));
              onClose();
            })
            .catch(() => undefined)
        }
      >
        <Form.Item name="crowd_id" label={t('crm_plan.crowd')} extra={t('crm_plan.crowd_hint')}>
          <CrowdPickSelect placeholder={t('crm_plan.crowd')} />
        </Form.Item>
        <Form.Item name="customer_ids" label={t('crm_plan.customers')}>
          <CustomerMultiSelect placeholder={t('crm_plan.customers')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /crm/visit_plan/detail?id=: the plan, its completion and its customers in route order with their visit and the orders that followed. */
export function VisitPlanDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const plan = useVisitPlanQuery(id);
  const target = useVisitPlanTargetMutation();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [logging, setLogging] = useState<number | null>(null);

  if (id === null || plan.isError) return <Result status="404" subTitle={t('crm_plan.not_found')} />;
  if (!plan.data) return <Skeleton active />;
  const p = plan.data;

  const columns: TableColumnsType<VisitPlanTarget> = [
    { title: t('crm_plan.seq'), key: 'seq', width: 60, render: (_v, _r, i) => i + 1 },
    {
      title: t('crm_plan.customer'),
      dataIndex: 'customer_name',
      width: 200,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => openCustomerDrawer(row.customer_id)}>{row.customer_name}</Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.phone}
            {row.crowd_name ? ` · ${row.crowd_name}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('crm_plan.address'), dataIndex: 'address', width: 220, render: (v: string, row) => <Space size={4}>{v || '-'}{row.has_location ? null : <Tag>{t('crm_plan.no_location')}</Tag>}</Space> },
    {
      title: t('crm_plan.visit_state'),
      dataIndex: 'visited',
      width: 90,
      render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{t(v ? 'crm_plan.visited_yes' : 'crm_plan.visited_no')}</Tag>,
    },
    {
      title: t('crm_plan.visit_record'),
      key: 'visit',
      width: 240,
      render: (_v, row) =>
        row.visit ? (
          <Space direction="vertical" size={0}>
            <Typography.Text ellipsis style={{ maxWidth: 230 }}>
              {row.visit.content}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.visit.created_at}
            </Typography.Text>
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('crm_plan.orders'),
      key: 'orders',
      width: 200,
      render: (_v, row) =>
        row.orders.length ? (
          <Space direction="vertical" size={0}>
            {row.orders.map((o) => (
              <Typography.Text key={o.id} style={{ fontSize: 12 }}>
                {o.number} · ¥{o.amount}
              </Typography.Text>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    rowActionsColumn<VisitPlanTarget>({
      title: t('admin.actions'),
      width: 170,
      fixed: 'right',
      actions: (row) => [
        { permission: 'crm:visit:create', label: t('crm_plan.log_visit'), onClick: () => setLogging(row.customer_id) },
        {
          permission: 'crm:visit_plan:update',
          label: t('crm_crowd.remove'),
          danger: true,
          confirm: t('crm_plan.remove_confirm', { name: row.customer_name }),
          onClick: () => target.mutateAsync({ id: p.id, remove: row.customer_id }).then(() => void message.success(t('crm_plan.removed'))),
        },
      ],
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => void navigate(VISIT_PLAN_LIST_PATH)} aria-label={t('crm_plan.back')} />
            {p.name}
            <Tag>{p.status_text}</Tag>
          </Space>
        }
        extra={
          <Permission rule="crm:visit_plan:update">
            <Button onClick={() => setEditing(true)}>{t('admin.edit')}</Button>
          </Permission>
        }
      >
        <Row gutter={16}>
          <Col span={14}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('crm_plan.owner')}>{p.owner_name}</Descriptions.Item>
              <Descriptions.Item label={t('crm_plan.dates')}>{`${p.start_date} ~ ${p.end_date}`}</Descriptions.Item>
              <Descriptions.Item label={t('crm_crowd.store')}>{p.store_name}</Descriptions.Item>
              <Descriptions.Item label={t('crm_plan.follow_days')}>{p.follow_days}</Descriptions.Item>
              <Descriptions.Item label={t('crm_plan.start_point')}>{p.start_lng !== null ? `${p.start_lng}, ${p.start_lat}` : '-'}</Descriptions.Item>
              <Descriptions.Item label={t('crm_plan.remark')}>{p.remark ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Col>
          <Col span={4}>
            <Statistic title={t('crm_plan.completion')} value={`${p.completion_rate}%`} />
            <Typography.Text type="secondary" data-testid="plan-summary">
              {t('crm_plan.summary', { visited: p.visited_count, total: p.target_count })}
            </Typography.Text>
          </Col>
          <Col span={6}>
            <Statistic title={t('crm_plan.order_total')} value={`¥${p.order_amount}`} suffix={<Typography.Text type="secondary" style={{ fontSize: 14 }}>({p.order_count})</Typography.Text>} />
            <Progress percent={Number(p.completion_rate)} showInfo={false} size="small" aria-label={t('crm_plan.completion')} />
          </Col>
        </Row>
      </Card>
      <SectionTable<VisitPlanTarget>
        title={t('crm_plan.customers')}
        extra={
          <CreateButton permission="crm:visit_plan:update" label={t('crm_plan.add_targets')} onClick={() => setAdding(true)} />
        }
        rows={p.targets}
        columns={columns}
        scroll={{ x: 1200 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_plan.no_targets')} /> }}
      />
      {editing ? <VisitPlanFormModal plan={p} onClose={() => setEditing(false)} /> : null}
      {adding ? <AddTargetsModal planId={p.id} onClose={() => setAdding(false)} /> : null}
      {logging !== null ? (
        <VisitFormModal
          owner={{ customerId: logging }}
          onClose={() => {
            setLogging(null);
            void plan.refetch();
          }}
        />
      ) : null}
    </Flex>
  );
}
