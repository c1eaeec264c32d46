import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { useState } from 'react';
import { Button, Descriptions, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate, useSearchParams } from 'react-router';
import { TRANSFER_ORDER_STATES, type TransferOrderLine } from '@tradewind/contract/wms/transfer-order.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { transferPath, useDeleteTransferOrderMutation, useTransferActionMutation, useTransferOrderQuery } from '../api/transfer-order.api';
import { CloseDialog, ReceiveDialog } from '../components/receive-dialogs';
import { TransferLog, TransferStatusTag, useTransferLineColumns } from '../components/transfer-parts';
import { DocumentHeader } from '@/core/documents/document-header';
import { LongText } from '@/core/documents/long-text';

/** /wms/transfer_order/detail?id=: header, lines with received / lost / in transit, the stock moves, the log, the actions its state allows. */
export function TransferOrderDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useTransferOrderQuery(id);
  const act = useTransferActionMutation();
  const remove = useDeleteTransferOrderMutation();
  const columns = useTransferLineColumns(doc.data ?? { moves: [] });
  const [dialog, setDialog] = useState<'receive' | 'close' | null>(null);
  const { stores } = useSession();
  const can = useDocumentActions(TRANSFER_ORDER_STATES, doc.data?.status ?? -1);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Result status="404" title={t('wms_to.not_found')} />;
  const d = doc.data;
  // a draft is the source store's to edit and ship; the target store sees it coming
  const source = stores.some((s) => s.id === d.store_id && s.has_auth === 1);
  return (
    <Flex vertical gap={12}>
      <DocumentHeader
        number={d.number}
        tag={<TransferStatusTag status={d.status} />}
        actions={
          <>
            {source && can.update && <Button onClick={() => void navigate(transferPath('edit', d.id))}>{t('wms.edit')}</Button>}
            {source && can.audit && (
              <ConfirmAction title={t('wms_to.audit_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'audit', body: {} })}>
                <Button type="primary" loading={act.isPending && act.variables?.action === 'audit'}>{t('wms_to.audit')}</Button>
              </ConfirmAction>
            )}
            {source && can.cancel && (
              <ConfirmAction title={t('wms_doc.cancel_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'cancel', body: {} })}>
                <Button danger>{t('wms_doc.cancel')}</Button>
              </ConfirmAction>
            )}
            {source && can.delete && (
              <ConfirmAction
                title={t('wms_doc.delete_confirm')}
                onConfirm={async () => {
                  await remove.mutateAsync(d.id);
                  void navigate(transferPath('list'));
                }}
              >
                <Button danger type="text">{t('wms_doc.delete')}</Button>
              </ConfirmAction>
            )}
            {can.receive && <Button type="primary" onClick={() => setDialog('receive')}>{t('wms_to.receive')}</Button>}
            {can.close && <Button danger onClick={() => setDialog('close')}>{t('wms_to.close')}</Button>}
            <Permission rule="wms/transfer_order/Print">
              <Button onClick={() => window.open(transferPath('print', d.id), '_blank')}>{t('wms_doc.print')}</Button>
            </Permission>
            <Button onClick={() => void navigate(transferPath('list'))}>{t('form.back')}</Button>
          </>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms_to.from_warehouse')}>{`${d.from_warehouse_name}（${d.store_name}）`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.to_warehouse')}>{`${d.to_warehouse_name}（${d.to_store_name}）`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.value')}>{d.total_amount}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.qty')}>{formatUnitTotals(d.unit_totals)}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.received')}>{d.received_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.transit')}>{d.transit_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.lost')}>{Number(d.lost_qty) > 0 ? <Typography.Text type="danger">{`${d.lost_qty}（${d.loss_reason ?? ''}）`}</Typography.Text> : d.lost_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.shipped_at')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.received_at')}>{d.received_at ? `${d.received_by_name ?? '-'} ${d.received_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
        </Descriptions>
      </DocumentHeader>
      <SectionTable<TransferOrderLine> title={t('wms_doc.section_lines')} extra={<Typography.Text type="secondary">{t('wms_to.base_hint')}</Typography.Text>} rows={d.lines} columns={columns} scroll={{ x: 1150 }} data-testid="transfer-lines" />
      <SectionTable
        title={t('wms_to.moves')}
        rows={d.moves}
        locale={{ emptyText: <Empty description={t('wms_to.no_moves')} /> }}
        columns={[
          { title: t('wms_to.move_time'), dataIndex: 'created_at', width: 170 },
          { title: t('wms_to.move_place'), key: 'place', render: (_v, m) => `${m.warehouse_name} · ${m.location_code}` },
          { title: t('wms_doc.sku'), key: 'sku', render: (_v, m) => d.lines.find((l) => l.id === m.item_id)?.sku_name ?? '-' },
          { title: t('wms_to.move_qty'), dataIndex: 'qty', width: 100, align: 'right', render: (v: string) => <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>{v}</Typography.Text> },
          { title: t('wms_to.unit_cost'), dataIndex: 'unit_cost', width: 100, align: 'right', render: (v: string) => Number(v).toFixed(2) },
          { title: t('wms_to.move_staff'), dataIndex: 'staff_name', width: 100, render: (v: string | null) => v ?? '-' },
        ]}
      />
      <TransferLog logs={d.logs} />
      {dialog === 'receive' ? <ReceiveDialog doc={d} open onClose={() => setDialog(null)} /> : null}
      {dialog === 'close' ? <CloseDialog doc={d} open onClose={() => setDialog(null)} /> : null}
    </Flex>
  );
}
