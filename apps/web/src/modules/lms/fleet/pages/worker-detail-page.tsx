import { Avatar, Button, Card, Descriptions, Flex, Image, Result, Skeleton, Space, Statistic, Table, Tabs, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { WorkerDetail } from '@tradewind/contract/lms/fleet.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useWorkerQuery } from '../api/fleet.api';
import { WorkerStatusTag } from '../components/fleet-tags';
import { WORKER_LIST_PATH, workerEditPath } from '../../lms.routes';

/** /lms/worker/detail?id=: who the worker is, the lines they drove or helped on, their sign-ins and earnings. */
export function WorkerDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const worker = useWorkerQuery(id);
  if (id !== null && worker.isPending) return <Skeleton active />;
  if (!worker.data) return <Result status="404" title={t('lms_fl.worker_not_found')} />;
  const w: WorkerDetail = worker.data;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={
          <Space>
            <Avatar src={w.photo ?? undefined}>{w.name.slice(0, 1)}</Avatar>
            <span>{w.name}</span>
            <WorkerStatusTag status={w.status} />
          </Space>
        }
        extra={
          <Space>
            <Permission rule="lms:worker:update">
              <Button onClick={() => void navigate(workerEditPath(w.id))}>{t('lms_fl.edit')}</Button>
            </Permission>
            <Button onClick={() => void navigate(WORKER_LIST_PATH)}>{t('form.back')}</Button>
          </Space>
        }
      >
        <Flex gap={24}>
          <Descriptions size="small" column={3} style={{ flex: 1 }}>
            <Descriptions.Item label={t('lms_fl.phone')}>{w.phone}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.worker_type')}>{t(`lms.worker_type.${w.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.store')}>{w.store_name}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.staff')}>{w.staff_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.id_card')}>{w.id_card ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.cars')}>{w.car_plates.length ? w.car_plates.join('、') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.licence')}>{w.licence_no ? `${w.licence_class ?? ''} · ${w.licence_no}` : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.licence_expires_on')}>
              {w.licence_expires_on ?? '-'} {w.licence_expiring ? <Tag color="error">{t('lms_fl.licence_expiring', { date: '' })}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('lms_fl.remark')}>{w.remark ?? '-'}</Descriptions.Item>
          </Descriptions>
          {w.photo ? <Image src={w.photo} width={96} height={96} style={{ objectFit: 'cover' }} alt={w.name} /> : null}
        </Flex>
      </Card>
      <Card size="small">
        <Flex gap={48} style={{ marginBottom: 12 }}>
          <Statistic title={t('lms_fl.earning_total')} value={w.earning_total} prefix="¥" />
          <Statistic title={t('lms_fl.unsettled_total')} value={w.unsettled_total} prefix="¥" />
          <Statistic title={t('lms_fl.line_count')} value={w.lines.length} />
        </Flex>
        <Tabs
          items={[
            {
              key: 'lines',
              label: `${t('lms_fl.tab_lines')} ${w.lines.length}`,
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={w.lines}
                  locale={{ emptyText: t('lms_fl.lines_empty') }}
                  columns={[
                    { title: t('lms_fl.line_no'), dataIndex: 'number', render: (v: string, r) => <Link to={`/lms/line/detail?id=${r.id}`}>{v || r.id}</Link> },
                    { title: t('lms_fl.line_date'), dataIndex: 'line_date' },
                    { title: t('lms_fl.line_name'), dataIndex: 'name', render: (v: string | null) => v ?? '-' },
                    { title: t('lms_fl.car'), dataIndex: 'car_plate', render: (v: string | null) => v ?? '-' },
                    { title: t('lms_fl.role'), dataIndex: 'role', render: (v: string) => t(`lms_fl.role_${v}`) },
                    { title: t('lms_fl.stops'), dataIndex: 'stop_count', align: 'right' },
                    { title: t('lms_fl.distance'), dataIndex: 'distance_m', align: 'right', render: (v: number) => `${(v / 1000).toFixed(1)} km` },
                    { title: t('lms_fl.status'), dataIndex: 'status', render: (v: number) => t(`lms.line_status.${v}`) },
                  ]}
                />
              ),
            },
            {
              key: 'sign_ins',
              label: `${t('lms_fl.tab_sign_ins')} ${w.sign_ins.length}`,
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={w.sign_ins}
                  locale={{ emptyText: t('lms_fl.sign_ins_empty') }}
                  columns={[
                    { title: t('lms_fl.signed_at'), dataIndex: 'signed_at' },
                    { title: t('lms_fl.line_no'), dataIndex: 'line_number' },
                    { title: t('lms_fl.order_no'), dataIndex: 'order_no' },
                    { title: t('lms_fl.customer'), dataIndex: 'customer_name' },
                    { title: t('lms_fl.result'), dataIndex: 'result', render: (v: number) => <Tag color={v === 1 ? 'success' : 'error'}>{t(`lms.sign_in_result.${v}`)}</Tag> },
                    { title: t('lms_fl.signer'), dataIndex: 'signer_name', render: (v: string | null) => v ?? '-' },
                    { title: t('lms_fl.collected'), dataIndex: 'collected_amount', align: 'right' },
                  ]}
                />
              ),
            },
            {
              key: 'earnings',
              label: `${t('lms_fl.tab_earnings')} ${w.earnings.length}`,
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={w.earnings}
                  locale={{ emptyText: t('lms_fl.earnings_empty') }}
                  columns={[
                    { title: t('lms_fl.time'), dataIndex: 'created_at' },
                    { title: t('lms_fl.source'), dataIndex: 'source_type', render: (v: string) => t(`lms.earning_source.${v}`) },
                    { title: t('lms_fl.source_no'), dataIndex: 'source_no', render: (v: string | null) => v ?? '-' },
                    { title: t('lms_fl.amount'), dataIndex: 'amount', align: 'right' },
                    { title: t('lms_fl.settled'), dataIndex: 'settled', render: (v: boolean, e) => <>{v ? <Tag color="success">{t('lms.settled')}</Tag> : <Tag>{t('lms.unsettled')}</Tag>}{e.settlement_no}</> },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
