import { Tag, Typography } from 'antd';
import type { TransferOrderDetail, TransferOrderLine } from '@tradewind/contract/wms/transfer-order.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';
import { DocumentLog } from '@/core/documents/document-log';

const COLOR = { 0: 'default', 1: 'processing', 2: 'success', 3: 'warning', 4: 'default' } as const;

/** 草稿 / 在途 / 已收货 / 部分收货 / 已作废 */
export function TransferStatusTag({ status }: { status: 0 | 1 | 2 | 3 | 4 }) {
  const { t } = useI18n();
  return <Tag color={COLOR[status]}>{t(`wms.to_status.${status}`)}</Tag>;
}

/**
 * The transfer's lines as the detail and print pages show them: what was sent, from where to where, what
 * became of it. A line left to the default location shows where its goods actually left from once audited
 * (its outbound move).
 */
export function useTransferLineColumns(doc: Pick<TransferOrderDetail, 'moves'>, options: { print?: boolean } = {}) {
  const { t } = useI18n();
  type L = TransferOrderLine;
  const shippedFrom = (l: L) => doc.moves.find((m) => m.item_id === l.id && m.qty.startsWith('-'))?.location_code;
  const quantity = options.print
    ? [{ title: t('wms_to.qty'), key: 'qty', width: 120, align: 'right' as const, render: (_v: unknown, l: L) => (l.ratio === '1' ? `${l.qty} ${l.unit_name}` : `${l.qty} ${l.unit_name}（${l.base_qty} ${l.base_unit_name}）`) }]
    : [
        { title: t('wms_to.qty'), key: 'qty', width: 100, align: 'right' as const, render: (_v: unknown, l: L) => `${l.qty} ${l.unit_name}` },
        { title: t('wms_doc.base_qty'), key: 'base', width: 100, align: 'right' as const, render: (_v: unknown, l: L) => `${l.base_qty} ${l.base_unit_name}` },
      ];
  return [
    { title: '#', key: 'i', width: 40, render: (_v: unknown, _r: L, i: number) => i + 1 },
    { title: t('wms_doc.sku'), key: 'sku', render: (_v: unknown, l: L) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    ...quantity,
    { title: t('wms_to.from_location'), key: 'from', width: 90, render: (_v: unknown, l: L) => l.from_location_code ?? shippedFrom(l) ?? t('wms_to.location_default') },
    { title: t('wms_to.to_location'), dataIndex: 'to_location_code', width: 90, render: (v: string | null) => v ?? t('wms_to.location_default') },
    { title: t('wms_to.unit_cost'), dataIndex: 'unit_cost', width: 80, align: 'right' as const, render: (v: string) => Number(v).toFixed(2) },
    { title: t('wms_to.value'), dataIndex: 'amount', width: 90, align: 'right' as const },
    ...(options.print
      ? []
      : [
          { title: t('wms_to.received'), dataIndex: 'received_qty', width: 70, align: 'right' as const },
          { title: t('wms_to.lost'), dataIndex: 'lost_qty', width: 70, align: 'right' as const, render: (v: string) => (Number(v) > 0 ? <Typography.Text type="danger">{v}</Typography.Text> : v) },
          { title: t('wms_to.transit'), dataIndex: 'transit_qty', width: 70, align: 'right' as const, render: (v: string) => (Number(v) > 0 ? <Typography.Text type="warning">{v}</Typography.Text> : v) },
          { title: t('wms_to.loss_reason'), dataIndex: 'loss_reason', width: 140, render: (v: string | null) => v ?? '-' },
        ]),
  ];
}

/** The transfer's log, oldest first: when, who, what, the remark (a loss's reason). */
export function TransferLog({ logs }: { logs: TransferOrderDetail['logs'] }) {
  const { t } = useI18n();
  return (
    <DocumentLog
      title={t('wms_doc.log')}
      logs={logs}
      action={(l) => t(`wms_to.action_${l.action}`)}
      status={(l) => t(`wms.to_status.${l.to_status}`)}
      system={t('wms_doc.system')}
      lineTestId="transfer-log-line"
    />
  );
}
