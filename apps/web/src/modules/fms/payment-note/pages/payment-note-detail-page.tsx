import { Button, Descriptions, Empty, Flex, Image, Result, Space, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type PaymentNoteDetail, type PaymentNoteItem } from '@tradewind/contract/fms/payment-note.schema';
import { SectionTable } from '@/core/documents/section-table';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { DetailHeader } from '../../components/detail-header';
import { DocLoader } from '@/core/documents/doc-loader';
import { money } from '../../components/money-text';
import { paymentNotePath, settlementPath, usePaymentNoteQuery } from '../api/payment-note.api';
import { PaymentNoteLog, PaymentNoteStatusTag } from '../components/payment-note-parts';
import { NoteActions } from '../components/payment-note-actions';
import { LongText } from '@/core/documents/long-text';

/** /fms/payment_note/detail?id=: header, the settlements it pays (linked), the money-out rows, attachments, the log, the actions its state allows. */
export function PaymentNoteDetailPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={usePaymentNoteQuery} notFound={<Result status="404" title={t('fms_pn.not_found')} />}>
      {(d) => <PaymentNoteView doc={d} />}
    </DocLoader>
  );
}

/** The page once its note has loaded (DocLoader answers the loading and the 404). */
function PaymentNoteView({ doc: d }: { doc: PaymentNoteDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const itemColumns: TableColumnsType<PaymentNoteItem> = [
    { title: t('fms_pn.settlement_no'), dataIndex: 'target_no', width: 170, render: (v: string, r) => <Link to={settlementPath(r.target_type, r.target_id)}>{v}</Link> },
    { title: t('fms_pn.settlement_type'), dataIndex: 'target_type_name', width: 120 },
    { title: t('fms_pn.period'), key: 'period', width: 200, render: (_v, r) => `${r.start_date} ~ ${r.end_date}` },
    { title: t('fms_pn.settlement_status'), dataIndex: 'settlement_status_name', width: 110 },
    { title: t('fms_pn.settlement_total'), dataIndex: 'total_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.paid'), dataIndex: 'paid_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.open'), dataIndex: 'open_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.this_payment'), dataIndex: 'amount', width: 110, align: 'right', render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text> },
    { title: t('fms_pn.item_remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
  ];
  return (
    <Flex vertical gap={12}>
      <DetailHeader
        number={d.number}
        tags={<PaymentNoteStatusTag status={d.status} name={d.status_name} />}
        actions={
          <>
            <NoteActions note={d} onDeleted={() => void navigate(paymentNotePath('list'))} />
            <Permission rule="fms/payment_note/Print">
              <Button onClick={() => window.open(paymentNotePath('print', d.id), '_blank')}>{t('fms_pn.print')}</Button>
            </Permission>
          </>
        }
        backText={t('fms_pn.back')}
        listPath={paymentNotePath('list')}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('fms_pn.target')}>{`${d.target_name}（${d.target_type_name}）`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.method')}>{d.payment_config_name ? `${d.payment_config_name}（${d.payment_kind_name ?? ''}）` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.pay_date')}>{d.pay_date}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.amount')}>{money(d.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.prepay_used')}>{money(d.prepay_used)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.total_amount')}>{money(d.total_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.allocated')}>{money(d.allocated_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.unallocated')}>{money(d.unallocated_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.store')}>{d.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.audited_by')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.source')}>{t(`fms.pn_source.${d.source}`)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_pn.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
          {d.attachments.length ? (
            <Descriptions.Item label={t('fms_pn.attachments')} span={3}>
              <Image.PreviewGroup>
                <Space wrap>
                  {d.attachments.map((url) => <Image key={url} src={url} width={64} height={64} style={{ objectFit: 'cover' }} />)}
                </Space>
              </Image.PreviewGroup>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </DetailHeader>
      <SectionTable<PaymentNoteItem> title={t('fms_pn.section_items')} rows={d.items} columns={itemColumns} scroll={{ x: 1150 }} locale={{ emptyText: <Empty description={t('fms_pn.no_items_print')} /> }} />
      {d.money_out.length ? (
        <SectionTable
          title={t('fms_pn.section_money_out')}
          rows={d.money_out}
          columns={[
            { title: t('fms_pn.journal_type'), dataIndex: 'type_name', width: 180 },
            { title: t('fms_pn.amount'), dataIndex: 'amount', width: 140, align: 'right', render: money },
            { title: t('fms_pn.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
          ]}
        />
      ) : null}
      <PaymentNoteLog logs={d.logs} />
    </Flex>
  );
}
