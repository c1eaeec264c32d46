import { Empty, Table, type TableProps } from 'antd';
import { useAccessibleTable } from './table-a11y';

type Props<Row> = Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'onChange' | 'loading'> & {
  /** the page's list controller (useList) */
  list: { tableProps: Pick<TableProps<Row>, 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange'> };
  /** what an empty list says */
  empty: string;
};

/**
 * The list's table: rows, loading, pager and sorter from the list controller, the page's columns.
 *
 * Columns size to their content (table-layout auto): a column's `width` is what it starts from, and a
 * column whose content needs more — the row actions in English ('Edit  Reset password  Delete' is 237 px
 * where 170 were planned), tags, a status — grows instead of cutting its content off. The page's
 * `scroll.x` stays the least width, and what does not fit scrolls sideways with the fixed columns held —
 * in a region the keyboard reaches (useAccessibleTable).
 */
export function ListTable<Row extends object>({ list, empty, ...table }: Props<Row>) {
  const ref = useAccessibleTable();
  return <Table<Row> ref={ref} tableLayout="auto" {...list.tableProps} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }} {...table} />;
}
