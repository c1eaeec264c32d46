import { useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Card, DatePicker, Empty, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { WorkerEarningRow, WorkerSettlementEarner } from '@tradewind/contract/fms/worker-settlement.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { money } from '../../components/money-text';
import { useCandidatesQuery, useCreateWorkerSettlementMutation, useEarnersQuery, workerSettlementPath, type Earner, type Period } from '../api/worker-settlement.api';
import { useLeavePage } from '@/core/routing/leave-page';

const DAY = 'YYYY-MM-DD';
const lastMonth = (): [Dayjs, Dayjs] => {
  const start = dayjs().subtract(1, 'month').startOf('month');
  return [start, start.endOf('month')];
};
const keyOf = (e: Earner) => `${e.target_type}:${e.target_id}`;

/**
 * /fms/worker_settlement_order/add: a period (last month by default) → every earner with unsettled earnings
 * in it (current store) → the chosen earner's earnings, all ticked; untick what waits for a later settlement;
 * the ticked count and total; save makes a draft and opens it.
 */
export function WorkerSettlementAddPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(lastMonth);
  const period: Period = { start_date: range[0].format(DAY), end_date: range[1].format(DAY) };
  const earners = useEarnersQuery(period);
  const [earner, setEarner] = useState<Earner | null>(null);
  const candidates = useCandidatesQuery(period, earner);
  // what was unticked: every earning is ticked at first (a new earner or period clears this)
  const [unticked, setUnticked] = useState<number[]>([]);
  const [remark, setRemark] = useState('');
  const create = useCreateWorkerSettlementMutation();

  const rows = candidates.data?.list;
  const picked = useMemo(() => (rows ?? []).filter((r) => !unticked.includes(r.id)), [rows, unticked]);
  const chosen = picked.map((r) => r.id);
  const choose = (next: Earner | null) => {
    setEarner(next);
    setUnticked([]);
  };
  const pickedCents = picked.reduce((s, r) => s + toCents(r.amount), 0);
  const current = earner ? earners.data?.find((e) => keyOf(e) === keyOf(earner)) : undefined;

  const earnerColumns: TableColumnsType<WorkerSettlementEarner> = [
    { title: t('fms_ws.target_type'), dataIndex: 'target_type_name', width: 110 },
    { title: t('fms_ws.target'), dataIndex: 'name', width: 140 },
    { title: t('fms_ws.phone'), dataIndex: 'phone', width: 130, render: (v: string | null) => v ?? '-' },
    { title: t('fms_ws.by_source'), key: 'by_source', render: (_v, r) => r.by_source.map((s) => <Tag key={s.source_type}>{`${s.source_type_name} ${s.count} · ¥${s.amount}`}</Tag>) },
    { title: t('fms_ws.earning_count'), dataIndex: 'count', width: 80, align: 'right' },
    { title: t('fms_ws.unsettled'), dataIndex: 'amount', width: 120, align: 'right', render: money },
  ];
  const earningColumns: TableColumnsType<WorkerEarningRow> = [
    { title: t('fms_ws.date'), dataIndex: 'date', width: 110 },
    { title: t('fms_ws.source_type'), dataIndex: 'source_type_name', width: 100 },
    { title: t('fms_ws.source_no'), dataIndex: 'source_no', width: 170, render: (v: string | null) => v ?? '-' },
    { title: t('fms_ws.detail_summary'), dataIndex: 'detail_summary', render: (v: string) => v || '-' },
    { title: t('fms_ws.amount'), dataIndex: 'amount', width: 110, align: 'right', render: money },
  ];

  const handleSave = async () => {
    if (!earner) return;
    const saved = await create.mutateAsync({ ...period, ...earner, remark: remark.trim() || null, earning_ids: chosen });
    leave(workerSettlementPath('detail', saved.id));
  };

  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('fms_ws.step_period')}>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={t('fms_ws.period')}
            value={range}
            allowClear={false}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              setRange([v[0], v[1]]);
              choose(null);
            }}
          />
          <Typography.Text type="secondary">{t('fms_ws.period_hint')}</Typography.Text>
        </Space>
      </Card>
      <Card size="small" title={t('fms_ws.step_earner')}>
        <Table<WorkerSettlementEarner>
          rowKey={keyOf}
          size="small"
          loading={earners.isFetching}
          dataSource={earners.data ?? []}
          columns={earnerColumns}
          pagination={false}
          scroll={{ x: 800, y: 320 }}
          locale={{ emptyText: <Empty description={t('fms_ws.no_earners')} /> }}
          rowSelection={{ type: 'radio', selectedRowKeys: earner ? [keyOf(earner)] : [], onChange: (_keys, [row]) => choose(row ? { target_type: row.target_type, target_id: row.target_id } : null) }}
          onRow={(row) => ({ onClick: () => choose({ target_type: row.target_type, target_id: row.target_id }), style: { cursor: 'pointer' } })}
        />
      </Card>
      {earner ? (
        <Card size="small" title={t('fms_ws.step_earnings', { name: current?.name ?? '' })}>
          <Table<WorkerEarningRow>
            rowKey="id"
            size="small"
            loading={candidates.isFetching}
            dataSource={rows ?? []}
            columns={earningColumns}
            pagination={false}
            scroll={{ x: 800, y: 420 }}
            locale={{ emptyText: <Empty description={t('fms_ws.no_candidates')} /> }}
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setUnticked((rows ?? []).map((r) => r.id).filter((id) => !keys.includes(id))) }}
          />
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 12 }}>
            <Typography.Text strong data-testid="ws-picked">{t('fms_ws.picked', { count: picked.length, amount: fromCents(pickedCents) })}</Typography.Text>
            <Space wrap>
              <Input aria-label={t('fms_ws.remark')} placeholder={t('fms_ws.remark')} maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} style={{ width: 260 }} />
              <Button onClick={() => void navigate(workerSettlementPath('list'))}>{t('fms_web.cancel')}</Button>
              <Button type="primary" disabled={picked.length === 0} loading={create.isPending} onClick={() => void handleSave()}>{t('fms_ws.save')}</Button>
            </Space>
          </Flex>
          {pickedCents === 0 && picked.length > 0 ? <Alert style={{ marginTop: 8 }} type="info" showIcon title={t('fms_ws.zero_hint')} /> : null}
        </Card>
      ) : null}
    </Flex>
  );
}
