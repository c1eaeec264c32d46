import { Empty, Table, type TableProps } from 'antd';

type Props<Row> = Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'onChange' | 'loading'> & {
  /** the page's list controller (useList) */
  list: { tableProps: Pick<TableProps<Row>, 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'onChange'> };
  /** what an empty list says */
  empty: string;
};

/** The list's table: rows, loading, pager and sorter from the list controller, the page's columns. */
export function ListTable<Row extends object>({ list, empty, ...table }: Props<Row>) {
  return <Table<Row> {...list.tableProps} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }} {...table} />;
}
