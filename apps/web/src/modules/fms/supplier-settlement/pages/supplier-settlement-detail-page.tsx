import { useState } from 'react';
import { Button, Descriptions, Empty, Flex, Result, Typography, type TableColumnsType } from 'antd';
import { SectionTable } from '@/core/documents/section-table';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link } from 'react-router';
import { toCents } from '@tradewind/contract/common/money';
import { type SupplierSettlementDetail, type SupplierSettlementItem } from '@tradewind/contract/fms/supplier-settlement.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { money } from '../../components/money-text';
import { SettlementAuditDialog } from '../../settlement/settlement-audit-dialog';
import { SettlementDetailHeader } from '../../settlement/settlement-detail-header';
import { SUPPLIER_SETTLEMENT } from '../../settlement/settlement-kind';
import { DocLoader } from '@/core/documents/doc-loader';
import { SettlementLog } from '../../settlement/settlement-log';
import { payPath, useDeleteSupplierSettlementMutation, useSupplierSettlementActionMutation, useSupplierSettlementQuery } from '../api/supplier-settlement.api';
import { SourceTypeTag, signedAmount } from '../components/settlement-parts';
import { LongText } from '@/core/documents/long-text';

/** /fms/supplier_settlement_order/detail?id=: header with its state, the documents (removable in a draft), the audits, payments, the log. */
export function SupplierSettlementDetailPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useSupplierSettlementQuery} notFound={<Result status="404" title={t('fms_ss.not_found')} />}>
      {(d) => <SupplierSettlementView doc={d} />}
    </DocLoader>
  );
}

/** The page once its settlement has loaded (DocLoader answers the loading and the 404). */
function SupplierSettlementView({ doc: d }: { doc: SupplierSettlementDetail }) {
  const { t } = useI18n();
  const act = useSupplierSettlementActionMutation();
  const remove = useDeleteSupplierSettlementMutation();
  const { message } = useFeedback();
  const [auditing, setAuditing] = useState<'audit1' | 'audit2' | null>(null);
  const canRemove = usePermission('fms:supplier_settlement_order:remove');
  const draft = d.status === 1;
  const who = (name: string | null, at: string | null, remark?: string | null) => (at ? `${name ?? '-'} ${at}${remark ? `（${remark}）` : ''}` : '-');
  const formula = t('fms_ss.formula', { entries: d.entry_amount, refunds: d.refund_amount, total: d.total_amount });

  const itemColumns: TableColumnsType<SupplierSettlementItem> = [
    { title: '#', key: 'i', width: 50, render: (_v, _r, i) => i + 1 },
    { title: t('fms_ss.source_type'), dataIndex: 'source_type', width: 140, render: (v: SupplierSettlementItem['source_type'], r) => <SourceTypeTag type={v} name={r.source_type_name} /> },
    { title: t('fms_ss.source_no'), dataIndex: 'source_no', width: 180 },
    { title: t('fms_ss.source_date'), dataIndex: 'source_date', width: 120 },
    { title: t('fms_ss.warehouse'), dataIndex: 'warehouse_name' },
    { title: t('fms_ss.amount'), key: 'amount', width: 140, align: 'right', render: (_v, r) => signedAmount(r) },
  ];
  if (draft && canRemove)
    itemColumns.push({
      title: t('fms_ss.actions'),
      key: 'actions',
      width: 90,
      render: (_v, r) => (
        <ConfirmAction title={t('fms_ss.remove_confirm', { number: r.source_no })} onConfirm={() => act.mutateAsync({ id: d.id, action: 'remove', removeType: r.source_type, removeId: r.source_id })}>
          <Button type="link" danger size="small">{t('fms_ss.remove')}</Button>
        </ConfirmAction>
      ),
    });

  return (
    <Flex vertical gap={12}>
      <SettlementDetailHeader
        kind={SUPPLIER_SETTLEMENT}
        doc={d}
        onAudit={setAuditing}
        onDelete={() => remove.mutateAsync(d.id)}
        payPath={payPath(d)}
        backText={t('fms_ss.back')}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('fms_ss.supplier')}>{`${d.supplier_name}（${d.supplier_code}）`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.store')}>{d.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.period')}>{`${d.start_date} ~ ${d.end_date}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.entry_amount')}>{money(d.entry_amount)}（{d.entry_count}）</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.refund_amount')}>{money(d.refund_amount)}（{d.refund_count}）</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.total_amount')}>
            <Typography.Text strong>{money(d.total_amount)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.paid_amount')}>{money(d.paid_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.open_amount')}>
            <Typography.Text type={toCents(d.open_amount) > 0 ? 'danger' : undefined}>{money(d.open_amount)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.created')}>{who(d.created_by_name, d.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.audit1')}>{who(d.audit1_by_name, d.audit1_at, d.audit1_remark)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.audit2')}>{who(d.audit2_by_name, d.audit2_at, d.audit2_remark)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.paid_at')}>{d.paid_at ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_ss.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
        </Descriptions>
      </SettlementDetailHeader>
      <SectionTable<SupplierSettlementItem> title={t('fms_ss.sources')} extra={<Typography.Text strong>{formula}</Typography.Text>} rows={d.items} columns={itemColumns} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }} data-testid="settlement-items" />
      <SectionTable
        title={t('fms_ss.payments')}
        rows={d.payments}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fms_ss.no_payments')} /> }}
        columns={[
          { title: t('fms_ss.payment_no'), dataIndex: 'number', width: 180, render: (v: string, p) => <Link to={`/fms/payment_note/detail?id=${p.note_id}`}>{v}</Link> },
          { title: t('fms_ss.status'), dataIndex: 'status', width: 100, render: (v: number) => <Typography.Text type={v === 1 ? 'success' : 'warning'}>{t(`fms_ss.payment_status.${v}`)}</Typography.Text> },
          { title: t('fms_ss.pay_date'), dataIndex: 'pay_date', width: 120 },
          { title: t('fms_ss.amount'), dataIndex: 'amount', align: 'right', render: money },
        ]}
      />
      <SettlementLog kind={SUPPLIER_SETTLEMENT} logs={d.logs} />
      {auditing ? (
        <SettlementAuditDialog
          open
          title={t('fms_ss.audit_title', { action: t(`fms_ss.${auditing}`), number: d.number })}
          hint={t(`fms_ss.${auditing}_hint`)}
          remarkLabel={t('fms_ss.audit_remark')}
          saving={act.isPending}
          onOk={async (remark) => {
            await act.mutateAsync({ id: d.id, action: auditing, remark });
            void message.success(t(`fms.ss_status.${auditing === 'audit1' ? 2 : 3}`));
          }}
          onClose={() => setAuditing(null)}
        >
          <Typography.Paragraph>
            <Typography.Text strong>{formula}</Typography.Text>
          </Typography.Paragraph>
        </SettlementAuditDialog>
      ) : null}
    </Flex>
  );
}
