import type { ReactNode } from 'react';
import { BarcodeSvg } from '@/modules/pms/goods/components/barcode-svg';
import styles from '../../warehousing-entry/components/stock-doc-print.module.css';

type Props = {
  testId: string;
  title: string;
  number: string;
  /** label → value rows under the head */
  meta: ReadonlyArray<readonly [string, ReactNode]>;
  /** the lines' table */
  children: ReactNode;
  /** what each signature box says */
  signatures: readonly string[];
};

/** A picking or outbound print page's sheet (the receiving documents' print styles): title, number as Code 128, meta, lines, signatures. */
export function PrintSheet({ testId, title, number, meta, children, signatures }: Props) {
  return (
    <article className={styles.sheet} data-testid={testId}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <div>{number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: number }} className={styles.barcode} />
      </header>
      <dl className={styles.meta}>
        {meta.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
      </dl>
      {children}
      <footer className={styles.signatures}>
        {signatures.map((s) => <span key={s}>{s}</span>)}
      </footer>
    </article>
  );
}
