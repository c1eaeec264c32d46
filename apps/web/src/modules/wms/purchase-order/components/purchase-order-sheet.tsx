import { amountInChineseCapitals } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import styles from './purchase-order-sheet.module.css';

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
  total_qty: string;
  /** null: the prices are not shown (a share link without prices) */
  total_amount: string | null;
  items: Array<{ sku_code: string; name: string; spec_text: string; unit_name: string; qty: string; price: string | null; amount: string | null; remark: string | null }>;
};

/** A purchase order on paper (spec 000 §2 print layout): the print page's and the share page's. */
export function PurchaseOrderSheet({ order }: { order: SheetOrder }) {
  const { t } = useI18n();
  const prices = order.total_amount !== null;
  return (
    <article className={styles.sheet} data-testid="po-sheet">
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{order.tenant_name} · {t('wms.po_sheet_title')}</h2>
          <div>{t('wms.po_number')}: {order.number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: order.number }} className={styles.barcode} />
      </div>
      <div className={styles.meta}>
        <span>{t('wms.po_supplier')}: {order.supplier_name}</span>
        <span>{t('wms.po_warehouse')}: {order.warehouse_name}</span>
        <span>{t('wms.po_expected_date')}: {order.expected_date ?? '-'}</span>
        {order.warehouse_address && <span>{t('wms.po_delivery_address')}: {order.warehouse_address}</span>}
        {order.warehouse_contact && <span>{t('wms.po_contact')}: {order.warehouse_contact}</span>}
        <span>{t('wms.po_created')}: {order.created_at}</span>
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('wms.po_sku_code')}</th>
            <th>{t('wms.po_sku')}</th>
            <th>{t('wms.po_unit')}</th>
            <th>{t('wms.po_qty')}</th>
            {prices && <th>{t('wms.po_price')}</th>}
            {prices && <th>{t('wms.po_amount')}</th>}
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
              <td className={styles.num}>{plain(l.qty)}</td>
              {prices && <td className={styles.num}>{l.price}</td>}
              {prices && <td className={styles.num}>{l.amount}</td>}
              <td>{l.remark ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.total}>
        <span>{t('wms.po_total_qty')}: {plain(order.total_qty)}</span>
        {prices && order.total_amount !== null && (
          <strong data-testid="po-sheet-total">
            {t('wms.po_total_amount')}: ¥{order.total_amount}（{t('wms.po_amount_capitals')}: {amountInChineseCapitals(toCents(order.total_amount))}）
          </strong>
        )}
      </div>
      {order.remark && <div style={{ marginTop: 8, fontSize: 13 }}>{t('wms.po_remark')}: {order.remark}</div>}
      <div className={styles.signatures}>
        <span>{t('wms.po_sign_buyer')}:</span>
        <span>{t('wms.po_sign_auditor')}:</span>
        <span>{t('wms.po_sign_supplier')}:</span>
        <span>{t('wms.po_sign_date')}:</span>
      </div>
    </article>
  );
}
