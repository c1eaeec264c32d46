import { Card, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import { INVOICE_KINDS, INVOICE_STATUSES, INVOICE_TYPES, InvoiceListQuerySchema, type Invoice } from '@tradewind/contract/crm/invoice.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { CustomerSelect } from '../../price/components/customer-select';
import { INVOICE_EXPORT_PATH, INVOICES_API, invoiceKeys, useInvoiceCounts } from '../api/invoice.api';
import { InvoiceActions, InvoiceKindTag, InvoiceStatusTag } from '../components/invoice-parts';
import { invoiceAddPath, invoiceEditPath } from '../../crm.routes';

const money = (v: string) => `¥${groupDigits(v)}`;

/** /crm/invoice/list: status tabs with counts; number / invoice no. / title, customer, type, kind and the day it was made; sorting; export; row actions by state and permission. */
export function InvoiceListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Invoice, typeof InvoiceListQuerySchema>({ keys: invoiceKeys, path: INVOICES_API, schema: InvoiceListQuerySchema, exportPath: INVOICE_EXPORT_PATH });
  const counts = useInvoiceCounts(list.query as QueryParams).data?.counts;
  const columns: TableColumnsType<Invoice> = [
    { title: t('crm_invoice.number'), dataIndex: 'number', width: 180, fixed: 'left', ...list.sorter('id'), render: (v: string, r) => <Space size={4}><Link to={invoiceEditPath(r.id)}>{v}</Link><InvoiceKindTag kind={r.kind} /></Space> },
    { title: t('crm_invoice.status'), dataIndex: 'status', width: 90, render: (v: number) => <InvoiceStatusTag status={v} /> },
    { title: t('crm_invoice.customer'), dataIndex: 'customer_name', width: 160 },
    { title: t('crm_invoice.type'), dataIndex: 'type_name', width: 130 },
    { title: t('crm_invoice.invoice_title'), key: 'title', width: 240, render: (_v, r) => <div>{r.title}<br /><Typography.Text type="secondary">{r.tax_number ?? ''}</Typography.Text></div> },
    { title: t('crm_invoice.amount'), dataIndex: 'amount', width: 120, align: 'right', ...list.sorter('amount'), render: (v: string) => <Typography.Text type={v.startsWith('-') ? 'danger' : undefined}>{money(v)}</Typography.Text> },
    { title: t('crm_invoice.invoice_no'), key: 'invoice_no', width: 140, render: (_v, r) => (r.invoice_no ? <div>{r.invoice_no}<br /><Typography.Text type="secondary">{r.invoice_date}</Typography.Text></div> : r.reject_reason ? <Typography.Text type="danger">{r.reject_reason}</Typography.Text> : '-') },
    { title: t('crm_invoice.created'), dataIndex: 'created_at', width: 170, ...list.sorter('created_at'), render: (v: string, r) => <div>{v}<br /><Typography.Text type="secondary">{r.created_by_name ?? ''}</Typography.Text></div> },
    { title: t('crm_invoice.actions'), key: 'actions', width: 260, fixed: 'right', render: (_v, r) => <InvoiceActions invoice={r} inList /> },
  ];
  const tabs = filterTabs(list, { all: t('crm_invoice.tab_all'), values: INVOICE_STATUSES, label: (s) => t(`crm.invoice_status_${s}`), counts: counts ?? {} });
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('crm_invoice.keyword'), width: 200 },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('crm_invoice.customer')} style={{ width: 200 }} /> },
    { name: 'type', placeholder: t('crm_invoice.type'), width: 160, options: INVOICE_TYPES.map((v) => ({ value: v, label: t(`crm.invoice_type_${v}`) })) },
    { name: 'kind', placeholder: t('crm_invoice.kind'), width: 130, options: INVOICE_KINDS.map((v) => ({ value: v, label: t(`crm.invoice_kind_${v}`) })) },
    { name: 'dates', placeholder: [t('crm_invoice.date_from'), t('crm_invoice.date_to')], width: 250 },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="invoice_filters"
        actions={
          <Space>
            <ExportButton permission="crm:invoice:export" {...list.exportProps} />
            <CreateButton permission="crm:invoice:create" label={t('crm_invoice.create')} onClick={() => void navigate(invoiceAddPath())} />
          </Space>
        }
        fields={filters}
      />
      <Tabs {...tabs} />
      <ListTable<Invoice> list={list} columns={columns} empty={t('crm_invoice.empty')} scroll={{ x: 1500 }} />
    </Card>
  );
}
