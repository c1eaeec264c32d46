import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { useI18n } from '@/core/i18n/use-i18n';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { PrintSheet, signature, sheetStyles as s } from '@/core/print/print-sheet';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

export type SheetOrder = {
  tenant_name: string;
  number: string;
  supplier_name: string;
  warehouse_name: string;
  warehouse_address?: string | null;
  warehouse_contact?: string | null;
  expected_date: string | null;
  created_at: string;
  remark: string | null;
  /** who raised and who audited it: the print's buyer and auditor (a share link carries no staff) */
  created_by_name?: string | null;
  audited_by_name?: string | null;
  /** null: the prices are not shown (a share link without prices) */
  total_amount: string | null;
  items: Array<{ sku_code: string; name: string; spec_text: string; unit_name: string; qty: string; price: string | null; amount: string | null; remark: string | null }>;
};

/** A purchase order on paper (spec 000 §2 print layout, PrintSheet): the print page's and the share page's. */
export function PurchaseOrderSheet({ order }: { order: SheetOrder }) {
  const { t, locale } = useI18n();
  const prices = order.total_amount !== null;
  return (
    <PrintSheet
      testId="po-sheet"
      title={`${order.tenant_name} · ${t('wms.po_sheet_title')}`}
      number={order.number}
      meta={[
        [t('wms.po_supplier'), order.supplier_name],
        [t('wms.po_warehouse'), order.warehouse_name],
        [t('wms.po_expected_date'), order.expected_date ?? '-'],
        [t('wms.po_created'), order.created_at],
        order.warehouse_address ? [t('wms.po_delivery_address'), order.warehouse_address, 'full'] : null,
        order.warehouse_contact ? [t('wms.po_contact'), order.warehouse_contact] : null,
      ]}
      sums={
        <>
          <span data-testid="po-sheet-qty">{`${t('wms.po_total_qty')}: ${formatUnitTotals(order.items)}`}</span>
          {order.total_amount !== null && (
            <span className={s.capitals} data-testid="po-sheet-total">
              {`${t('wms.po_total_amount')}: ¥${order.total_amount}（${t('wms.po_amount_capitals')}: ${amountInWords(toCents(order.total_amount), locale)}）`}
            </span>
          )}
          {order.remark ? <span>{`${t('wms.po_remark')}: ${order.remark}`}</span> : null}
        </>
      }
      signatures={[signature(t('wms.po_sign_buyer'), order.created_by_name), signature(t('wms.po_sign_auditor'), order.audited_by_name), signature(t('wms.po_sign_supplier')), signature(t('wms.po_sign_date'))]}
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('wms.po_sku_code')}</th>
            <th>{t('wms.po_sku')}</th>
            <th>{t('wms.po_unit')}</th>
            <th className={s.num}>{t('wms.po_qty')}</th>
            {prices && <th className={s.num}>{t('wms.po_price')}</th>}
            {prices && <th className={s.num}>{t('wms.po_amount')}</th>}
            <th>{t('wms.po_line_remark')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l, i) => (
            <tr key={`${l.sku_code}:${l.unit_name}`} data-testid="po-sheet-line">
              <td>{i + 1}</td>
              <td>{l.sku_code}</td>
              <td>{[l.name, l.spec_text].filter(Boolean).join(' ')}</td>
              <td>{l.unit_name}</td>
              <td className={s.num}>{plain(l.qty)}</td>
              {prices && <td className={s.num}>{l.price}</td>}
              {prices && <td className={s.num}>{l.amount}</td>}
              <td>{l.remark ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
