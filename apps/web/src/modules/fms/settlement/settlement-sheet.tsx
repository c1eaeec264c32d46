import type { ComponentProps } from 'react';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet, signature, sheetStyles as s } from '@/core/print/print-sheet';

type Line = { id: number; cells: readonly [string, string, string, string]; amount: string };

type Props = Pick<ComponentProps<typeof PrintSheet>, 'testId' | 'title' | 'meta'> & {
  /** what each signature box says; the sheet adds the colon */
  /** each box's label and, where the document knows who, the name */
  signatures: ReadonlyArray<readonly [label: string, name?: string | null]>;
  doc: { number: string; total_amount: string; paid_amount: string; open_amount: string };
  /** the heads of the lines' four texts (after #) and of their amount */
  heads: readonly [string, string, string, string];
  amountHead: string;
  /** amounts as they print (a refund with its minus) */
  lines: readonly Line[];
  /** the total line's words (how many lines) */
  totalLine: string;
  /** a sums line before the capitals (the supplier's receipts − refunds = total) */
  formula?: string;
  labels: { capitals: string; paid: string; open: string };
  capitalsTestId?: string;
};

/**
 * A settlement on paper (PrintSheet): its lines numbered with their amounts and a total line, then the
 * total in words (Chinese capitals, or English words in English), what is paid and what is open.
 */
export function SettlementSheet({ doc: d, heads, amountHead, lines, totalLine, formula, labels, capitalsTestId, signatures, ...sheet }: Props) {
  const { locale } = useI18n();
  return (
    <PrintSheet
      {...sheet}
      signatures={signatures.map(([label, name]) => signature(label, name))}
      number={d.number}
      sums={
        <>
          {formula === undefined ? null : <span>{formula}</span>}
          <span className={s.capitals} data-testid={capitalsTestId}>{`${labels.capitals}：${amountInWords(toCents(d.total_amount), locale)}`}</span>
          <span className={s.pair}>
            <span>{`${labels.paid}：¥${d.paid_amount}`}</span>
            <span>{`${labels.open}：¥${d.open_amount}`}</span>
          </span>
        </>
      }
    >
      <table className={s.lines}>
        <thead>
          <tr>
            <th>#</th>
            {heads.map((h, i) => (
              <th key={i}>{h}</th>
            ))}
            <th className={s.num}>{amountHead}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, n) => (
            <tr key={l.id}>
              <td>{n + 1}</td>
              {l.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
              <td className={s.num}>{l.amount}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={5}>{totalLine}</td>
            <td className={s.num}>{d.total_amount}</td>
          </tr>
        </tbody>
      </table>
    </PrintSheet>
  );
}
