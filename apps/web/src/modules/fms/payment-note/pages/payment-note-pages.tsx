import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Descriptions, Empty, Flex, Form, Image, Input, Popconfirm, Result, Select, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_NOTE_STATES, PAYMENT_NOTE_TARGET_TYPES, PaymentNoteListQuerySchema, type PaymentNote, type PaymentNoteDetail, type PaymentNoteItem, type PaymentNoteList } from '@tradewind/contract/fms/payment-note.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { ExportButton } from '@/modules/common';
import { useListTotals } from '../../api/fms.api';
import { DetailHeader } from '../../components/detail-header';
import { DocLoader } from '../../components/doc-loader';
import { money } from '../../components/money-text';
import {
  PAYMENT_NOTES_PATH,
  paymentNoteKeys,
  paymentNotePath,
  settlementPath,
  useAuditPaymentNoteMutation,
  useDeletePaymentNoteMutation,
  usePaymentMethodsQuery,
  usePaymentNoteCountsQuery,
  usePaymentNoteQuery,
} from '../api/payment-note.api';
import { datesFromValues, datesToValues, PaymentNoteLog, PaymentNoteStatusTag, type DatedValues } from '../components/payment-note-parts';

const P = 'fms:payment_note';

/** A note's actions as PAYMENT_NOTE_STATES offers them to the user: edit, then audit and delete (each behind a confirmation); `onDeleted` after a delete. */
function NoteActions({ note, link, onDeleted }: { note: Pick<PaymentNote, 'id' | 'status'>; link?: boolean; onDeleted?: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const audit = useAuditPaymentNoteMutation();
  const remove = useDeletePaymentNoteMutation();
  const can = useDocumentActions(PAYMENT_NOTE_STATES, note.status);
  const type = link ? 'link' : undefined;
  return (
    <>
      {can.update ? <Button type={type} onClick={() => void navigate(paymentNotePath('edit', note.id))}>{t('fms_pn.edit')}</Button> : null}
      {can.audit ? (
        <Popconfirm title={t('fms_pn.audit_confirm')} onConfirm={() => audit.mutateAsync(note.id)}>
          <Button type={link ? 'link' : 'primary'} loading={audit.isPending}>{t('fms_pn.audit')}</Button>
        </Popconfirm>
      ) : null}
      {can.delete ? (
        <Popconfirm
          title={t('fms_pn.delete_confirm')}
          onConfirm={async () => {
            await remove.mutateAsync(note.id);
            onDeleted?.();
          }}
        >
          <Button type={type} danger>{t('fms_pn.delete')}</Button>
        </Popconfirm>
      ) : null}
    </>
  );
}

/** /fms/payment_note/list: status tabs with counts; number, payee, method and pay-date filters; totals row; export; actions. */
export function PaymentNoteListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PaymentNote, typeof PaymentNoteListQuerySchema>({ keys: paymentNoteKeys, path: PAYMENT_NOTES_PATH, schema: PaymentNoteListQuerySchema, exportPath: `${PAYMENT_NOTES_PATH}/export` });
  const counts = usePaymentNoteCountsQuery(list.query as QueryParams).data;
  const totals = useListTotals<Pick<PaymentNoteList, 'totals'>>(paymentNoteKeys, PAYMENT_NOTES_PATH, list.query as QueryParams).data?.totals;
  const methods = usePaymentMethodsQuery().data ?? [];
  const status = list.query.status as number | undefined;
  const columns: TableColumnsType<PaymentNote> = [
    { title: t('fms_pn.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, r) => <Link to={paymentNotePath('detail', r.id)}>{v}</Link> },
    { title: t('fms_pn.status'), dataIndex: 'status', width: 90, render: (v: number, r) => <PaymentNoteStatusTag status={v} name={r.status_name} /> },
    { title: t('fms_pn.target'), key: 'target', width: 200, render: (_v, r) => <div>{r.target_name}<br /><Typography.Text type="secondary">{r.target_type_name}</Typography.Text></div> },
    { title: t('fms_pn.method'), dataIndex: 'payment_config_name', width: 120, render: (v: string | null) => v ?? '-' },
    { title: t('fms_pn.amount'), dataIndex: 'amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.prepay_used'), dataIndex: 'prepay_used', width: 110, align: 'right', render: money },
    { title: t('fms_pn.allocated'), dataIndex: 'allocated_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.unallocated'), dataIndex: 'unallocated_amount', width: 110, align: 'right', render: money },
    { title: t('fms_pn.pay_date'), dataIndex: 'pay_date', width: 110 },
    { title: t('fms_pn.created_by'), key: 'created', width: 170, render: (_v, r) => <div>{r.created_at}<br /><Typography.Text type="secondary">{r.created_by_name ?? ''}</Typography.Text></div> },
    {
      title: t('fms_pn.actions'),
      key: 'actions',
      width: 210,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => void navigate(paymentNotePath('detail', r.id))}>{t('fms_pn.view')}</Button>
          <NoteActions note={r} link />
        </Space>
      ),
    },
  ];
  const tabs = [
    { key: 'all', label: `${t('fms_pn.tab_all')} (${counts?.all ?? 0})` },
    ...[0, 1].map((s) => ({ key: String(s), label: `${t(`fms.pn_status.${s}`)} (${counts?.[String(s)] ?? 0})` })),
  ];
  return (
    <Card size="small">
      <FilterBar<DatedValues>
        list={list}
        name="payment_note_filters"
        toValues={datesToValues}
        fromValues={datesFromValues}
        actions={
          <Space>
            <Permission rule={`${P}:export`}>
              <ExportButton {...list.exportProps} />
            </Permission>
            <Permission rule={`${P}:create`}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paymentNotePath('add'))}>{t('fms_pn.create')}</Button>
            </Permission>
          </Space>
        }
      >
        <Form.Item name="keyword">
          <Input placeholder={t('fms_pn.keyword')} allowClear style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="target_type">
          <Select placeholder={t('fms_pn.target_type_all')} allowClear style={{ width: 140 }} options={PAYMENT_NOTE_TARGET_TYPES.map((v) => ({ value: v, label: t(`fms.target_type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="target_keyword">
          <Input placeholder={t('fms_pn.target_keyword')} allowClear style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="payment_config_id">
          <Select placeholder={t('fms_pn.method_all')} allowClear style={{ width: 150 }} options={methods.map((m) => ({ value: m.id, label: m.name }))} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('fms_pn.date_from'), t('fms_pn.date_to')]} allowEmpty={[true, true]} style={{ width: 250 }} />
        </Form.Item>
      </FilterBar>
      <Tabs activeKey={status === undefined ? 'all' : String(status)} onChange={(key) => list.go({ ...list.query, page: 1, status: key === 'all' ? undefined : Number(key) })} items={tabs} />
      <ListTable<PaymentNote>
        list={list}
        columns={columns}
        empty={t('fms_pn.empty')}
        scroll={{ x: 1500 }}
        summary={() =>
          totals ? (
            <TotalsRow
              columns={columns}
              label={t('fms_pn.totals', { total: list.total })}
              totals={{ amount: money(totals.amount), prepay_used: money(totals.prepay_used), allocated_amount: money(totals.allocated_amount), unallocated_amount: money(totals.unallocated_amount) }}
            />
          ) : null
        }
      />
    </Card>
  );
}

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
          <Descriptions.Item label={t('fms_pn.remark')} span={3}>{d.remark ?? '-'}</Descriptions.Item>
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
      <Card size="small" title={t('fms_pn.section_items')}>
        <Table<PaymentNoteItem> rowKey="id" size="small" pagination={false} dataSource={d.items} columns={itemColumns} scroll={{ x: 1150 }} locale={{ emptyText: <Empty description={t('fms_pn.no_items_print')} /> }} />
      </Card>
      {d.money_out.length ? (
        <Card size="small" title={t('fms_pn.section_money_out')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.money_out}
            columns={[
              { title: t('fms_pn.journal_type'), dataIndex: 'type_name', width: 180 },
              { title: t('fms_pn.amount'), dataIndex: 'amount', width: 140, align: 'right', render: money },
              { title: t('fms_pn.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
            ]}
          />
        </Card>
      ) : null}
      <PaymentNoteLog logs={d.logs} />
    </Flex>
  );
}
