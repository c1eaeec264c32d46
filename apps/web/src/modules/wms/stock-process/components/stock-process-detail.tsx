import { Alert, Button, Descriptions, Drawer, Empty, Flex, Space, Spin, Typography } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import type { StockProcessDetail, StockProcessLine } from '@tradewind/contract/wms/stock-process.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { SkuNameCell } from '@/modules/pms';
import { STOCK_PROCESS_STATES } from '@tradewind/contract/wms/stock-process.schema';
import { StockDocStatusTag } from '../../warehousing-entry/components/stock-doc-status';
import { useDeleteStockProcessMutation, useStockProcessActionMutation, useStockProcessQuery } from '../api/stock-process.api';
import { LossSummary } from './loss-summary';
import { DocumentLog } from '@/core/documents/document-log';

function useLineColumns(side: 'inputs' | 'outputs') {
  const { t } = useI18n();
  return [
    { title: '#', key: 'i', width: 40, render: (_v: unknown, _l: StockProcessLine, i: number) => i + 1 },
    { title: t('wms_doc.sku'), key: 'sku', render: (_v: unknown, l: StockProcessLine) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('wms_doc.location'), dataIndex: 'location_code', width: 100, render: (v: string | null) => v ?? t('wms_sp.location_default') },
    { title: t('wms_doc.qty'), key: 'qty', width: 100, align: 'right' as const, render: (_v: unknown, l: StockProcessLine) => `${l.qty} ${l.unit_name}` },
    ...(side === 'outputs'
      ? [
          { title: t('wms_sp.ratio'), dataIndex: 'cost_ratio', width: 100, align: 'right' as const },
          { title: t('wms_sp.share'), dataIndex: 'share', width: 80, align: 'right' as const, render: (v: string) => `${v}%` },
        ]
      : []),
    { title: t('wms_sp.unit_cost'), dataIndex: 'unit_cost', width: 110, align: 'right' as const },
    { title: t('wms_sp.amount'), dataIndex: 'amount', width: 110, align: 'right' as const, render: (v: string) => `¥${v}` },
  ];
}

/**
 * One run in a drawer: header, the inputs and outputs with their costs (a draft's estimated at today's
 * average), the cost spread and loss, the log; a draft's actions — edit, audit, cancel, delete — each
 * behind its permission and a confirmation.
 */
export function StockProcessDetailDrawer({ id, onClose, onEdit }: { id: number | null; onClose: () => void; onEdit: (doc: StockProcessDetail) => void }) {
  const { t } = useI18n();
  const query = useStockProcessQuery(id);
  const act = useStockProcessActionMutation();
  const remove = useDeleteStockProcessMutation();
  const inputColumns = useLineColumns('inputs');
  const outputColumns = useLineColumns('outputs');
  const d = query.data;
  const can = useDocumentActions(STOCK_PROCESS_STATES, d?.status ?? -1);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={1000}
      title={d ? <Space><span data-testid="sp-number">{d.number}</span><StockDocStatusTag status={d.status} /></Space> : t('wms_sp.title')}
      extra={
        d ? (
          <Space>
            {can.update && <Button onClick={() => onEdit(d)}>{t('wms.edit')}</Button>}
            {can.audit && (
              <ConfirmAction title={t('wms_sp.audit_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'audit' })}>
                <Button type="primary" loading={act.isPending}>{t('wms_doc.audit')}</Button>
              </ConfirmAction>
            )}
            {can.cancel && (
              <ConfirmAction title={t('wms_doc.cancel_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'cancel' })}>
                <Button danger>{t('wms_doc.cancel')}</Button>
              </ConfirmAction>
            )}
            {can.delete && (
              <ConfirmAction title={t('wms_doc.delete_confirm')} onConfirm={() => remove.mutateAsync(d.id).then(onClose)}>
                <Button danger type="text">{t('wms_doc.delete')}</Button>
              </ConfirmAction>
            )}
          </Space>
        ) : null
      }
    >
      {!d ? (
        query.isError ? <Empty description={t('wms_sp.not_found')} /> : <Spin />
      ) : (
        <Flex vertical gap={12}>
          {d.estimated ? <Alert type="info" showIcon title={t('wms_sp.estimated')} /> : null}
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('wms_doc.warehouse')}>{d.warehouse_name}</Descriptions.Item>
            <Descriptions.Item label={t('wms_sp.recipe')}>{d.process_name ? `${d.process_name} × ${d.quantity}` : t('wms_sp.recipe_free')}</Descriptions.Item>
            <Descriptions.Item label={t('wms_sp.loss_rate')}>{d.loss_rate}</Descriptions.Item>
            <Descriptions.Item label={t('wms_sp.input_amount')}><strong data-testid="sp-detail-input-amount">¥{d.input_amount}</strong></Descriptions.Item>
            <Descriptions.Item label={t('wms_sp.output_amount')}>¥{d.output_amount}</Descriptions.Item>
            <Descriptions.Item label={t('wms_sp.loss_actual')}><LossSummary figures={d} /></Descriptions.Item>
            <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
            <Descriptions.Item label={t('wms_doc.audited_by')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('wms_doc.remark')}>{d.remark ?? '-'}</Descriptions.Item>
          </Descriptions>
          <SectionTable title={t('wms_sp.inputs')} rows={d.inputs} columns={inputColumns} />
          <SectionTable title={t('wms_sp.outputs')} extra={<Typography.Text type="secondary">{t('wms_sp.cost_rule')}</Typography.Text>} rows={d.outputs} columns={outputColumns} />
          <DocumentLog title={t('wms_doc.log')} logs={d.logs} action={(l) => t(`wms_sp.action_${l.action}`)} system={t('wms_doc.system')} />
        </Flex>
      )}
    </Drawer>
  );
}
