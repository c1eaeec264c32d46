import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Input, InputNumber, Result, Skeleton, Space } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { startsFrom } from '@tradewind/contract/common/document-states';
import { PICKING_TASK_STATES, type PickingTaskDetail } from '@tradewind/contract/wms/picking.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { SkuNameCell } from '@/modules/pms';
import { usePickingTaskQuery, usePickingWrite } from '../api/picking.api';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { idParamOf } from '@/core/form/record-form-page';
import { confirmLinesOf, entryOf, isShort, type PickEntry } from '../picking-entries';
import { PickingTaskStatusTag } from '../components/picking-status-tags';

/** /wms/picking_task/detail?id=: lines in walking order; the picker confirms quantities (a short line with its reason), then finishes. */
export function PickingTaskDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const task = usePickingTaskQuery(id);
  const [entries, setEntries] = useState<Record<number, PickEntry>>({});
  const confirm = usePickingWrite<{ id: number; lines: object[] }, PickingTaskDetail>('put', (b) => `/wms/picking_task/${b.id}/confirm`, (b) => ({ lines: b.lines }));
  const finish = usePickingWrite<{ id: number }, PickingTaskDetail>('put', (b) => `/wms/picking_task/${b.id}/finish`, () => ({}));
  const cancel = usePickingWrite<{ id: number }, PickingTaskDetail>('put', (b) => `/wms/picking_task/${b.id}/cancel`, () => ({}));
  const can = useDocumentActions(PICKING_TASK_STATES, task.data?.status ?? -1);
  if (id !== null && task.isPending) return <Skeleton active />;
  if (!task.data) return <Result status="404" title={t('wms_task.not_found')} />;
  const d = task.data;
  // the lines take picked quantities while the task is open (by state; the buttons also by permission)
  const editable = startsFrom(PICKING_TASK_STATES, 'confirm', d.status);
  const entry = (l: PickingTaskDetail['items'][number]) => entryOf(l, entries);
  const set = (lineId: number, patch: Partial<PickEntry>, l: PickingTaskDetail['items'][number]) => setEntries((e) => ({ ...e, [lineId]: { ...entry(l), ...patch } }));
  const handleConfirm = () => confirm.mutateAsync({ id: d.id, lines: confirmLinesOf(d.items, entries) });
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<Space><span>{d.number}</span><PickingTaskStatusTag status={d.status} /></Space>}
        extra={
          <Space>
            {can.confirm && <Button onClick={() => void handleConfirm()} loading={confirm.isPending}>{t('wms_task.confirm')}</Button>}
            {can.finish && (
              <ConfirmAction title={t('wms_task.finish_confirm')} onConfirm={() => finish.mutateAsync({ id: d.id })}>
                <Button type="primary" loading={finish.isPending} disabled={d.items.some((l) => l.picked_qty === null)}>{t('wms_task.finish')}</Button>
              </ConfirmAction>
            )}
            {can.cancel && (
              <ConfirmAction title={t('wms_task.cancel_confirm')} onConfirm={() => cancel.mutateAsync({ id: d.id })}>
                <Button danger>{t('wms_task.cancel')}</Button>
              </ConfirmAction>
            )}
            <Button onClick={() => window.open(`/wms/picking_task/print?id=${d.id}`, '_blank')}>{t('wms_doc.print')}</Button>
            <Button onClick={() => void navigate('/wms/picking_task/list')}>{t('form.back')}</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms_task.wave')}><Link to={`/wms/picking_list/detail?id=${d.list_id}`}>{d.list_number}</Link></Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.warehouse')}>{d.warehouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.delivery_date')}>{d.delivery_date}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.picker')}>{d.picker_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms_pick.qty')}>{d.total_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_task.earning')}>{d.earning_amount ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_task.orders')} span={3}>{d.orders.map((o) => `${o.order_no} ${o.customer_name}`).join('；')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <SectionTable
        title={t('wms_pick.lines')}
        rows={d.items}
        columns={[
          { title: t('wms_pick.location'), dataIndex: 'location_code', width: 90 },
          { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
          { title: t('wms_pick.qty'), key: 'qty', width: 100, align: 'right', render: (_v, l) => `${l.qty} ${l.unit_name}` },
          {
            title: t('wms_pick.picked'),
            key: 'picked',
            width: 130,
            render: (_v, l) =>
              editable ? (
                <InputNumber aria-label={`picked-${l.sku_code}`} precision={3} value={entry(l).picked_qty} onChange={(v) => set(l.id, { picked_qty: v }, l)} style={{ width: 110 }} />
              ) : (
                (l.picked_qty ?? '-')
              ),
          },
          {
            title: t('wms_task.short_reason'),
            key: 'reason',
            width: 200,
            render: (_v, l) => {
              const e = entry(l);
              const short = isShort(l, e);
              return editable ? (
                <Input aria-label={`reason-${l.sku_code}`} disabled={!short} value={short ? e.short_reason : ''} maxLength={200} status={short && !e.short_reason ? 'warning' : undefined} onChange={(ev) => set(l.id, { short_reason: ev.target.value }, l)} />
              ) : (
                (l.short_reason ?? '-')
              );
            },
          },
          { title: t('wms_task.earning'), dataIndex: 'earning_amount', width: 90, align: 'right', render: (v: string | null) => v ?? '-' },
          { title: t('wms_task.confirmed_by'), key: 'by', width: 200, render: (_v, l) => (l.confirmed_at ? `${l.confirmed_by_name ?? ''} ${l.confirmed_at}` : '-') },
        ]}
      />
      <DocumentLogCard logs={d.logs} action={(l) => t(`wms_pick.action_${l.action}`)} />
    </Flex>
  );
}
