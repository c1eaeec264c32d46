import { Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

type Column<Row> = TableColumnsType<Row>[number];
export type TotalsCell = { index: number; colSpan: number; align?: 'right'; content?: ReactNode };

const keyOf = <Row,>(column: Column<Row>): string | undefined => {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  return typeof dataIndex === 'string' ? dataIndex : column.key === undefined ? undefined : String(column.key);
};

/**
 * The cells of a totals row over `columns`: the label over the first column, each total under the column
 * whose `dataIndex` (else `key`) names it, the columns between merged into empty cells. A fixed column
 * keeps a cell of its own, so it stays opaque over what scrolls beneath it (a cell merged across a fixed
 * and a scrolling column let the totals show through the fixed actions).
 */
export function totalsCells<Row>(columns: readonly Column<Row>[], totals: Record<string, ReactNode>): TotalsCell[] {
  const cells: TotalsCell[] = [];
  columns.forEach((column, index) => {
    const key = keyOf(column);
    const last = cells[cells.length - 1];
    if (index > 0 && key !== undefined && key in totals) cells.push({ index, colSpan: 1, align: 'right', content: totals[key] });
    else if (index > 0 && last && last.content === undefined && !column.fixed && !columns[last.index].fixed) last.colSpan += 1;
    else cells.push({ index, colSpan: 1 });
  });
  return cells;
}

/** A list's totals row (Table.Summary, fixed under the rows): `label` in the first cell, `totals` by column. */
export function TotalsRow<Row>({ columns, label, totals }: { columns: readonly Column<Row>[]; label: ReactNode; totals: Record<string, ReactNode> }) {
  const cells = totalsCells(columns, totals);
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        {cells.map((cell) => (
          <Table.Summary.Cell key={cell.index} index={cell.index} colSpan={cell.colSpan} align={cell.align}>
            {cell.index === 0 ? <Typography.Text strong>{label}</Typography.Text> : cell.content}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
