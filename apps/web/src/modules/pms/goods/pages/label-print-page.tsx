import { Alert, Empty, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePrintedSkusQuery } from '../api/sku.api';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import { readLabelIds } from '../label-print-path';
import styles from '@/core/print/label-sheet.module.css';

/** /pms/goods/print_label?ids=1,2,3 (print layout): one shelf label per SKU — name, spec, price and barcode. */
export function LabelPrintPage() {
  const { t } = useI18n();
  const [search] = useSearchParams();
  const ids = readLabelIds(search.get('ids'));
  const skus = usePrintedSkusQuery(ids);

  if (ids.length === 0) return <Empty description={t('pms.label_none')} />;
  if (skus.isPending) return <Spin />;
  const rows = skus.data ?? [];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }} className={styles.heading}>
        {t('pms.label_count', { count: rows.length })}
      </Typography.Title>
      {rows.length < ids.length ? <Alert type="warning" showIcon title={t('pms.label_missing', { count: ids.length - rows.length })} style={{ marginBottom: 12 }} /> : null}
      <div className={styles.sheet}>
        {rows.map((sku) => (
          <section key={sku.id} className={styles.label} data-testid="sku-label">
            <div>
              <div className={styles.name}>{sku.name}</div>
              {sku.spec_text ? <div className={styles.spec}>{sku.spec_text}</div> : null}
            </div>
            <div className={styles.price}>
              ¥{sku.sale_price}
              <span className={styles.unit}> / {sku.unit_name}</span>
            </div>
            <BarcodeSvg sku={sku} className={styles.barcode} />
          </section>
        ))}
      </div>
    </>
  );
}
