import { Empty, QRCode, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { COUPON_CODE_PRINT_MAX, type Coupon, type CouponCode } from '@tradewind/contract/marketing/coupon.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet } from '@/core/print/print-sheet';
import { useCouponCodesForPrint, useCouponQuery } from '../api/coupon.api';
import styles from './coupon-code-print-page.module.css';

/** /marketing/coupon/code_print?id=&batch= (print layout): a batch's unclaimed codes as cards, each with its QR code. */
export function CouponCodePrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const batch = idParamOf(params.get('batch'));
  const coupon = useCouponQuery(id);
  const codes = useCouponCodesForPrint(id, batch, COUPON_CODE_PRINT_MAX);
  if (id !== null && (coupon.isPending || codes.isPending)) return <Skeleton active />;
  if (!coupon.data || !codes.data) return <Empty description={t('mkt_coupon.not_found')} />;
  return <CodeSheet coupon={coupon.data} batch={batch} codes={codes.data.list} total={codes.data.pagination.total} />;
}

function CodeSheet({ coupon: c, batch, codes, total }: { coupon: Coupon; batch: number | null; codes: CouponCode[]; total: number }) {
  const { t } = useI18n();
  return (
    <PrintSheet
      testId="coupon-code-print"
      title={c.name}
      number={`C${c.id}-${batch ?? 0}`}
      meta={[
        [t('mkt_coupon.rule'), c.rule_text],
        [t('mkt_coupon.validity'), c.validity_text],
        [t('mkt_coupon.stores'), c.store_names.join('、')],
        [t('mkt_coupon.batch'), batch === null ? '-' : String(batch)],
        [t('mkt_coupon.print_count'), total > codes.length ? t('mkt_coupon.print_count_capped', { shown: codes.length, total }) : String(codes.length)],
        [t('mkt_coupon.print_hint'), t('mkt_coupon.print_hint_text'), 'full'],
      ]}
      signatures={[]}
    >
      <div className={styles.grid}>
        {codes.map((code) => (
          <div key={code.id} className={styles.card}>
            <QRCode type="svg" value={code.code} size={96} bordered={false} aria-label={code.code} />
            <div className={styles.code}>{code.code}</div>
            <div className={styles.rule}>{c.rule_text}</div>
          </div>
        ))}
      </div>
    </PrintSheet>
  );
}
