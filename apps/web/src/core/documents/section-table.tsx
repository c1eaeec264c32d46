import type { ReactNode } from 'react';
import { Card, Table, type TableProps } from 'antd';

type Props<T> = Omit<TableProps<T>, 'title' | 'size' | 'pagination' | 'dataSource'> & {
  /** the section's card title, and what stands on its right */
  title: ReactNode;
  extra?: ReactNode;
  rows: readonly T[];
};

/** A section of a document's page: its rows (lines, payments, sub-orders) in a small card, as a small table all on one page. */
export function SectionTable<T extends object>({ title, extra, rows, rowKey = 'id', ...table }: Props<T>) {
  return (
    <Card size="small" title={title} extra={extra}>
      <Table<T> rowKey={rowKey} size="small" pagination={false} dataSource={rows} {...table} />
    </Card>
  );
}
