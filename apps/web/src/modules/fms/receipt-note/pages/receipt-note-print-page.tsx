import { Empty } from 'antd';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import type { ReceiptNoteDetail } from '@tradewind/contract/fms/receipt-note.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, signature } from '@/core/print/print-sheet';
import { SheetTable } from '@/core/print/sheet-table';
import { DocLoader } from '@/core/documents/doc-loader';
import { useReceiptNoteQuery } from '../api/receipt-note.api';

/** /fms/receipt_note/print?id= (print layout, permission `fms/receipt_note/Print`). */
export function ReceiptNotePrintPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={useReceiptNoteQuery} notFound={<Empty description={t('fms_rn.not_found')} />}>
      {(d) => <ReceiptNoteSheet doc={d} />}
    </DocLoader>
  );
}

/**
 * A receipt note on paper: the tenant's name, the number as Code 128, customer, method and date, what it
 * pays, the amount in figures and in words (Chinese capitals; English words on an English print), and the signatures 收款人 / 审核人 / 客户.
 */
function ReceiptNoteSheet({ doc: d }: { doc: ReceiptNoteDetail }) {
  const { t, locale } = useI18n();
  const rows = [
    ...d.items.map((i) => ({ key: String(i.id), kind: t(`fms.rn_target_type.${i.target_type}`), no: i.target_no, remark: i.remark ?? '', amount: i.amount })),
    ...(Number(d.unallocated_amount) > 0 ? [{ key: 'prepay', kind: t('fms_rn.prepay'), no: '-', remark: t('fms_rn.prepay_hint'), amount: d.unallocated_amount }] : []),
  ];
  return (
    <PrintSheet
      testId="rn-print"
      title={`${d.tenant_name} ${t('fms_rn.title')}`}
      number={d.number}
      meta={[
        [t('fms_rn.customer'), `${d.customer_name} ${d.customer_phone ?? ''}`],
        [t('fms_rn.method'), d.payment_name ?? '-'],
        [t('fms_rn.receipt_date'), d.receipt_date],
        [t('fms_rn.status'), d.status_name],
        [t('fms_rn.store'), d.store_name],
        [t('fms_rn.remark'), d.remark ?? '-'],
      ]}
      signatures={[signature(t('fms_rn.sign_maker'), d.created_by_name), signature(t('fms_rn.sign_auditor'), d.audited_by_name), signature(t('fms_rn.sign_payee')), signature(t('fms_rn.sign_customer'))]}
    >
      <SheetTable
        rowKey="key"
        lines={rows}
        columns={[
          { title: '#', key: 'i', width: 40, render: (_v, _r, i) => i + 1 },
          { title: t('fms_rn.target_type'), dataIndex: 'kind', width: 90 },
          { title: t('fms_rn.target_no'), dataIndex: 'no' },
          { title: t('fms_rn.remark'), dataIndex: 'remark' },
          { title: t('fms_rn.amount'), dataIndex: 'amount', width: 120, align: 'right' },
        ]}
        totalLabel={t('fms_rn.total')}
        labelSpan={4}
        totals={[d.amount]}
        inWords={`${t('fms_rn.total_capitals')}：${amountInWords(toCents(d.amount), locale)}`}
      />
    </PrintSheet>
  );
}
