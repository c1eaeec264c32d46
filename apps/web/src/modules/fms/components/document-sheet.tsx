import type { ReactNode } from 'react';
import { BarcodeSvg } from '@/modules/pms/goods/components/barcode-svg';
import styles from './document-sheet.module.css';

/** The sheet's table classes: `lines` for the table, `num` for figure cells. */
export const sheetStyles = { lines: styles.lines, num: styles.num, capitals: styles.capitals, pair: styles.pair };

type Props = {
  testId: string;
  /** the tenant's name and the document's */
  title: string;
  number: string;
  /** label → value pairs under the head, two a row */
  meta: ReadonlyArray<readonly [string, ReactNode]>;
  /** the lines' table (`sheetStyles.lines`) */
  children: ReactNode;
  /** lines under the table: the total in Chinese capitals, what is paid … */
  sums?: ReactNode;
  /** what each signature box says */
  signatures: readonly string[];
};

/**
 * A finance document on paper (receipt and payment notes, settlements): title, the number as Code 128,
 * meta, lines, sums and signatures, in the print layout's 750 px page.
 */
export function DocumentSheet({ testId, title, number, meta, children, sums, signatures }: Props) {
  return (
    <article className={styles.sheet} data-testid={testId}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <div>{number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: number }} className={styles.barcode} />
      </header>
      <dl className={styles.meta}>{meta.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}</dl>
      {children}
      {sums ? <div className={styles.sums}>{sums}</div> : null}
      <footer className={styles.signatures}>
        {signatures.map((s) => (
          <span key={s}>{`${s}：`}</span>
        ))}
      </footer>
    </article>
  );
}
