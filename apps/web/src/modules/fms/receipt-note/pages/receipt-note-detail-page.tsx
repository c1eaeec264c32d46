import { Card, Descriptions, Empty, Flex, Image, Result, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ReceiptNoteDetail, ReceiptNoteItem } from '@tradewind/contract/fms/receipt-note.schema';
import { SectionTable } from '@/core/documents/section-table';
import { useI18n } from '@/core/i18n/use-i18n';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { DetailHeader } from '../../components/detail-header';
import { DocLoader } from '@/core/documents/doc-loader';
import { money } from '../../components/money-text';
import { customerAccountDetailPath } from '../../fms.routes';
import { receiptPath, targetPath, useReceiptNoteQuery } from '../api/receipt-note.api';
import { ReceiptNoteActions, ReceiptStatusTag } from '../components/receipt-note-parts';
import { LongText } from '@/core/documents/long-text';

/** /fms/receipt_note/detail?id=: header, what it pays with each target's state now, attachments, the customer's account, the log, the actions its state allows. */
export function ReceiptNoteDetailPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useReceiptNoteQuery} notFound={<Result status="404" title={t('fms_rn.not_found')} />}>
      {(d) => <ReceiptNoteView doc={d} />}
    </DocLoader>
  );
}

/** The page once its note has loaded (DocLoader answers the loading and the 404). */
function ReceiptNoteView({ doc: d }: { doc: ReceiptNoteDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12}>
      <DetailHeader
        number={d.number}
        tags={
          <>
            <ReceiptStatusTag status={d.status} />
            <Tag>{d.source_name}</Tag>
          </>
        }
        actions={<ReceiptNoteActions note={d} onDeleted={() => void navigate(receiptPath('list'))} />}
        backText={t('form.back')}
        listPath={receiptPath('list')}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('fms_rn.customer')}>
            <Link to={customerAccountDetailPath(d.customer_id)}>{d.customer_name}</Link>
            {d.customer_phone ? <span style={{ marginLeft: 6 }}>· {d.customer_phone}</span> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.method')}>{d.payment_name ? `${d.payment_name}（${d.payment_kind_name ?? ''}）` : <Typography.Text type="warning">{t('fms_rn.no_method')}</Typography.Text>}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.receipt_date')}>{d.receipt_date}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.amount')}>{money(d.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.allocated')}>{money(d.allocated_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.prepay')}>{money(d.unallocated_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.store')}>{d.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.created')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.audited')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_rn.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
        </Descriptions>
      </DetailHeader>
      <SectionTable<ReceiptNoteItem>
        title={t('fms_rn.items')}
        extra={<Typography.Text type="secondary">{t('fms_rn.items_hint')}</Typography.Text>}
        rows={d.items}
        data-testid="rn-items"
        locale={{ emptyText: <Empty description={t('fms_rn.prepay_only')} /> }}
        columns={[
          { title: t('fms_rn.target_type'), dataIndex: 'target_type', width: 90, render: (v: string) => t(`fms.rn_target_type.${v}`) },
          { title: t('fms_rn.target_no'), dataIndex: 'target_no', width: 180, render: (v: string, r) => <Link to={targetPath(r.target_type, r.target_id, v)}>{v}</Link> },
          { title: t('fms_rn.target_date'), key: 'date', width: 110, render: (_v, r) => r.target?.date ?? '-' },
          { title: t('fms_rn.due'), key: 'due', width: 110, align: 'right', render: (_v, r) => (r.target ? money(r.target.due_amount) : '-') },
          { title: t('fms_rn.paid'), key: 'paid', width: 110, align: 'right', render: (_v, r) => (r.target ? money(r.target.paid_amount) : '-') },
          { title: t('fms_rn.open'), key: 'open', width: 110, align: 'right', render: (_v, r) => (r.target ? money(r.target.open_amount) : '-') },
          { title: t('fms_rn.target_state'), key: 'state', width: 100, render: (_v, r) => (r.target ? r.target.state_name : <Typography.Text type="danger">{t('fms_rn.target_gone')}</Typography.Text>) },
          { title: t('fms_rn.this_note'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text> },
          { title: t('fms_rn.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '' },
        ]}
      />
      <Flex gap={12} wrap>
        <Card size="small" title={t('fms_rn.attachments')} style={{ flex: 2, minWidth: 320 }}>
          {d.attachments.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {d.attachments.map((url) => (
                  <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : (
            <Typography.Text type="secondary">{t('fms_rn.no_attachments')}</Typography.Text>
          )}
        </Card>
        <Card size="small" title={t('fms_rn.account')} style={{ flex: 1, minWidth: 260 }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('fms_rn.balance')}>{money(d.account.balance)}</Descriptions.Item>
            <Descriptions.Item label={t('fms_rn.need_pay')}>{money(d.account.need_pay)}</Descriptions.Item>
            <Descriptions.Item label={t('fms_rn.total_prepay')}>{money(d.account.total_prepay_amount)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Flex>
      <DocumentLogCard logs={d.logs} action={(l) => t(`fms_rn.action_${l.action}`)} />
    </Flex>
  );
}
