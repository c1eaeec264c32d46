import { Empty } from 'antd';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { InvoiceDetail } from '@tradewind/contract/crm/invoice.schema';
import { DocLoader } from '@/core/documents/doc-loader';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, signature } from '@/core/print/print-sheet';
import { SheetTable } from '@/core/print/sheet-table';
import { useInvoiceQuery } from '../api/invoice.api';

/** /crm/invoice/print?id= (print layout, permission `crm/invoice/Print`). */
export function InvoicePrintPage() {
  const { t } = useI18n();
  return <DocLoader useDoc={useInvoiceQuery} notFound={<Empty description={t('crm_invoice.not_found')} />}>{(d) => <InvoiceSheet doc={d} />}</DocLoader>;
}

/**
 * An invoice request on paper: the tenant's name, the number as Code 128, the title with tax number, bank
 * and address, the type, the tax invoice's number once opened, the orders and amounts, the total in figures
 * and in words, and the signatures 制单人 / 审核人 / 客户签收.
 */
function InvoiceSheet({ doc: d }: { doc: InvoiceDetail }) {
  const { t, locale } = useI18n();
  const total = toCents(d.amount);
  return (
    <PrintSheet
      testId="invoice-print"
      title={`${d.tenant_name} ${d.kind === 2 ? t('crm.invoice_kind_2') : t('crm_invoice.title')}`}
      number={d.number}
      meta={[
        [t('crm_invoice.customer'), d.customer_name],
        [t('crm_invoice.type'), d.type_name],
        [t('crm_invoice.status'), d.status_name],
        [t('crm_invoice.invoice_title'), d.title],
        [t('crm_invoice.tax_number'), d.tax_number ?? '-'],
        [t('crm_invoice.bank_name'), [d.bank_name, d.bank_account].filter(Boolean).join(' ') || '-'],
        [t('crm_invoice.address'), [d.address, d.phone].filter(Boolean).join(' ') || '-'],
        [t('crm_invoice.invoice_no'), d.invoice_no ? `${d.invoice_no}（${d.invoice_date}）` : '-'],
        ...(d.original_number ? [[t('crm_invoice.original'), d.original_number] as [string, string]] : []),
        [t('crm_invoice.remark'), d.remark ?? '-'],
      ]}
      signatures={[signature(t('crm_invoice.sign_maker'), d.created_by_name), signature(t('crm_invoice.sign_auditor'), d.audited_by_name), signature(t('crm_invoice.sign_customer'))]}
    >
      <SheetTable
        lines={d.lines}
        columns={[
          { title: '#', key: 'i', width: 40, render: (_v, _r, i) => i + 1 },
          { title: t('crm_invoice.order_no'), dataIndex: 'order_no' },
          { title: t('crm_invoice.order_date'), key: 'date', width: 120, render: (_v, r) => r.order?.date ?? '-' },
          { title: t('crm_invoice.amount'), dataIndex: 'amount', width: 130, align: 'right' },
        ]}
        totalLabel={t('crm_invoice.total')}
        labelSpan={3}
        totals={[d.amount]}
        inWords={`${t('crm_invoice.total_capitals')}：${total < 0 ? (locale === 'en-US' ? 'minus ' : '负') : ''}${amountInWords(Math.abs(total), locale)}`}
      />
    </PrintSheet>
  );
}
