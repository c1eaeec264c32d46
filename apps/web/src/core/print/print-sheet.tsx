import type { ReactNode } from 'react';
import { BarcodeSvg } from '@/core/barcode/barcode-svg';
import styles from './print-sheet.module.css';

/**
 * The sheet's table classes: `lines` for a plain table, `num` for figure cells, `sign` for an empty column
 * to write in (a signature at each stop), `capitals` and `pair` for sums (a `pair` is one line of several
 * amounts).
 */
export const sheetStyles = { lines: styles.lines, num: styles.num, sign: styles.sign, capitals: styles.capitals, pair: styles.pair };

/**
 * A signature box's text: its label and, where the document knows who made, audited or signed it, the
 * name from the read endpoint ('制单人: 张三'); a box for someone the system does not know stays blank to
 * sign by hand ('签收人: ').
 */
export const signature = (label: string, name?: string | null): string => `${label}: ${name ?? ''}`;

/** label → value; `'full'` gives the entry a row of its own (an address, a reason, a remark) */
export type SheetMetaEntry = readonly [label: string, value: ReactNode, width?: 'full'];

type Props = {
  testId: string;
  /** the document's title (with the tenant's name where the paper carries it) */
  title: string;
  number: string;
  /** label → value pairs under the head, two a row (three on a wide sheet); null: an entry this document lacks */
  meta: ReadonlyArray<SheetMetaEntry | null>;
  /** the lines: a `sheetStyles.lines` table or an Ant Design table */
  children: ReactNode;
  /** lines under the table: the total in Chinese capitals, what is paid, the remark … */
  sums?: ReactNode;
  /** what each signature box says, as printed ('制单人: 张三', '收款人：'); none: no signature row */
  signatures: readonly ReactNode[];
  /** 960 px instead of 750 px, for documents with many columns (stock documents, picking, outbound) */
  wide?: boolean;
};

/**
 * A document on paper, the one print sheet base: title, the number as Code 128, meta, lines, sums and
 * signature boxes, inside the print layout's page. Sheets one after another (a batch print) start a page
 * each.
 */
export function PrintSheet({ testId, title, number, meta, children, sums, signatures, wide = false }: Props) {
  return (
    <article className={wide ? `${styles.sheet} ${styles.wide}` : styles.sheet} data-testid={testId}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <div>{number}</div>
        </div>
        <BarcodeSvg sku={{ barcode: null, code: number }} className={styles.barcode} />
      </header>
      <dl className={styles.meta}>
        {meta.map((entry, i) =>
          entry === null
            ? null
            : [
                <dt key={`${i}-t`} className={entry[2] === 'full' ? styles.fullLabel : undefined}>
                  {entry[0]}
                </dt>,
                <dd key={`${i}-d`} className={entry[2] === 'full' ? styles.full : undefined}>
                  {entry[1]}
                </dd>,
              ],
        )}
      </dl>
      {children}
      {sums ? <div className={styles.sums}>{sums}</div> : null}
      {signatures.length > 0 ? (
        <footer className={styles.signatures}>
          {signatures.map((s, i) => (
            <span key={i}>{s}</span>
          ))}
        </footer>
      ) : null}
    </article>
  );
}
