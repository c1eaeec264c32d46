import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';

/** A cell of the total row: what stands under one column, or null for a blank one. */
export type SheetTotal = ReactNode | null;

type Props<T> = {
  lines: readonly T[];
  columns: TableColumnsType<T>;
  /** the lines' key: their id unless the page makes the rows */
  rowKey?: string;
  /** the total row's label ('合计'), across the first `labelSpan` columns */
  totalLabel: string;
  labelSpan: number;
  /** the total row after its label, a cell a column, aligned as its column is; blanks side by side make one cell */
  totals: readonly SheetTotal[];
  /** the total in words, on a row of its own across the table */
  inWords?: string;
};

/** A print sheet's lines as an Ant Design table: bordered and unpaged, closed by their total row (and, on money, the total in words). */
export function SheetTable<T extends object>({ lines, columns, rowKey = 'id', totalLabel, labelSpan, totals, inWords }: Props<T>) {
  const cells: { index: number; span: number; value: SheetTotal }[] = [];
  totals.forEach((value, i) => {
    const last = cells.at(-1);
    if (value === null && last && last.value === null) last.span += 1;
    else cells.push({ index: labelSpan + i, span: 1, value });
  });
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      bordered
      pagination={false}
      dataSource={lines}
      columns={columns}
      summary={() => (
        <>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={labelSpan}>{totalLabel}</Table.Summary.Cell>
            {cells.map((cell) => (
              <Table.Summary.Cell key={cell.index} index={cell.index} colSpan={cell.span > 1 ? cell.span : undefined} align={columns[cell.index]?.align}>
                {cell.value}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
          {inWords === undefined ? null : (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length}>{inWords}</Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        </>
      )}
    />
  );
}
