import { Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import type { InvoiceDetail, InvoiceLine } from '@tradewind/contract/crm/invoice.schema';
import { SectionTable } from '@/core/documents/section-table';
import { LongText } from '@/core/documents/long-text';
import { useI18n } from '@/core/i18n/use-i18n';
import { invoiceEditPath } from '../../crm.routes';

const money = (v: string) => `¥${groupDigits(v)}`;

/** The invoice's head as its detail shows it. */
export function InvoiceFields({ doc: d }: { doc: InvoiceDetail }) {
  const { t } = useI18n();
  return (
    <Descriptions size="small" column={3}>
      <Descriptions.Item label={t('crm_invoice.customer')}>{d.customer_name}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.type')}>{d.type_name}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.amount')}><Typography.Text strong type={d.kind === 2 ? 'danger' : undefined}>{money(d.amount)}</Typography.Text></Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.invoice_title')}>{`${d.title}（${t(`crm.invoice_title_type_${d.title_type}`)}）`}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.tax_number')}>{d.tax_number ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.bank_name')}>{[d.bank_name, d.bank_account].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.address')}>{[d.address, d.phone].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.invoice_no')}>{d.invoice_no ? `${d.invoice_no}（${d.invoice_date}）` : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.express_remark')}>{d.express_remark ?? '-'}</Descriptions.Item>
      {d.original_id ? (
        <Descriptions.Item label={t('crm_invoice.original')}><Link to={invoiceEditPath(d.original_id)}>{d.original_number}</Link></Descriptions.Item>
      ) : null}
      {d.reds.length ? (
        <Descriptions.Item label={t('crm_invoice.reds')}>
          <Space wrap>{d.reds.map((r) => <Link key={r.id} to={invoiceEditPath(r.id)}>{`${r.number} ${money(r.amount)}`}</Link>)}</Space>
        </Descriptions.Item>
      ) : null}
      {d.reject_reason ? <Descriptions.Item label={t('crm_invoice.reject_reason')}><Typography.Text type="danger">{d.reject_reason}</Typography.Text></Descriptions.Item> : null}
      <Descriptions.Item label={t('crm_invoice.store')}>{d.store_name}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.created')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.audited')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('crm_invoice.remark')} span="filled"><LongText text={d.remark} /></Descriptions.Item>
    </Descriptions>
  );
}

export function InvoiceLines({ lines }: { lines: InvoiceLine[] }) {
  const { t } = useI18n();
  return (
    <SectionTable<InvoiceLine>
      title={t('crm_invoice.orders')}
      rows={lines}
      data-testid="invoice-lines"
      columns={[
        { title: t('crm_invoice.order_no'), dataIndex: 'order_no', width: 190, render: (v: string, r) => <Link to={`/oms/order/detail?id=${r.order_id}`}>{v}</Link> },
        { title: t('crm_invoice.order_date'), key: 'date', width: 110, render: (_v, r) => r.order?.date ?? '-' },
        { title: t('crm_invoice.delivered'), key: 'delivered', width: 110, align: 'right', render: (_v, r) => (r.order ? money(r.order.delivered_amount) : '-') },
        { title: t('crm_invoice.refunded'), key: 'refunded', width: 100, align: 'right', render: (_v, r) => (r.order ? money(r.order.refunded_amount) : '-') },
        { title: t('crm_invoice.invoiced'), key: 'invoiced', width: 100, align: 'right', render: (_v, r) => (r.order ? money(r.order.invoiced_amount) : '-') },
        { title: t('crm_invoice.invoiceable'), key: 'invoiceable', width: 110, align: 'right', render: (_v, r) => (r.order ? money(r.order.invoiceable_amount) : '-') },
        { title: t('crm_invoice.this_invoice'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text> },
      ]}
    />
  );
}

