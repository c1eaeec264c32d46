import { Empty, Skeleton, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { BarcodeSvg } from '@/modules/pms/goods/components/barcode-svg';
import { useStockDocQuery } from '../api/stock-doc.api';
import type { StockDocKind } from '../stock-doc-kind';
import { ENTRY_TYPE_TEXT } from './stock-doc-list';
import { useLineColumns } from './stock-doc-detail';
import styles from './stock-doc-print.module.css';

/** /wms/<doc>/print?id= (print layout): the number in Code 128, header, lines, totals and signature boxes. */
export function StockDocPrint({ kind }: { kind: StockDocKind }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const doc = useStockDocQuery(kind, id);
  const columns = useLineColumns(kind);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Empty description={t(`${kind.text}.not_found`)} />;
  const d = doc.data;
  const baseTotal = d.lines.reduce((sum, l) => sum + Math.round(Number(l.base_qty) * 1000), 0) / 1000;
  return (
    <article className={styles.sheet} data-testid="stock-doc-print">
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t(`${kind.text}.title`)}</h1>
          <div>{d.number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: d.number }} className={styles.barcode} />
      </header>
      <dl className={styles.meta}>
        {d.type !== undefined ? (
          <>
            <dt>{t('wms_entry.type')}</dt>
            <dd>{t(ENTRY_TYPE_TEXT[d.type])}</dd>
          </>
        ) : null}
        <dt>{t('wms_doc.warehouse')}</dt>
        <dd>{`${d.warehouse_name}（${d.store_name}）`}</dd>
        {d.seller_name !== undefined ? (
          <>
            <dt>{t('wms_outside.seller')}</dt>
            <dd>{[d.seller_name, d.seller_place].filter(Boolean).join(' · ')}</dd>
            <dt>{t('wms_outside.buyer')}</dt>
            <dd>{d.buyer_name ?? '-'}</dd>
            <dt>{t('wms_outside.purchase_date')}</dt>
            <dd>{d.purchase_date}</dd>
          </>
        ) : (
          <>
            <dt>{t('wms_doc.supplier')}</dt>
            <dd>{d.supplier_name ?? '-'}</dd>
          </>
        )}
        <dt>{t('wms_doc.created_at')}</dt>
        <dd>{d.created_at}</dd>
        <dt>{t('wms_doc.audited_by')}</dt>
        <dd>{d.audited_at ? `${d.audited_by_name ?? ''} ${d.audited_at}` : '-'}</dd>
        <dt>{t('wms_doc.remark')}</dt>
        <dd>{d.remark ?? '-'}</dd>
      </dl>
      <Table
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={d.lines}
        columns={columns}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>{t('wms_doc.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">{baseTotal}</Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
            <Table.Summary.Cell index={6} align="right">{d.total_amount}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <footer className={styles.signatures}>
        <span>{t('wms_doc.sign_maker')}: {d.created_by_name ?? ''}</span>
        <span>{t(`${kind.text}.sign_keeper`)}:</span>
        <span>{t(`${kind.text}.sign_other`)}:</span>
      </footer>
    </article>
  );
}
