import type { ReactNode } from 'react';
import { Card, type TableColumnsType } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import type { ListController } from '@/core/list/use-list';
import { StatusTabs } from '../../components/status-tabs';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';

type Props<Row extends { id: number }> = {
  list: ListController<Row>;
  /** the status tabs after 全部, named {texts}.status_{status} */
  statuses: number[];
  texts: 'wms_pick' | 'wms_task';
  /** beside the tabs: the page's create button */
  action: ReactNode;
  /** the filter form's name */
  filterName: string;
  empty: string;
  columns: TableColumnsType<Row>;
  /** below the table: the page's dialogs */
  children?: ReactNode;
};

/** A picking list page (waves, tasks): status tabs, the number and warehouse filters, the table. */
export function PickingDocList<Row extends { id: number }>({ list, statuses, texts, action, filterName, empty, columns, children }: Props<Row>) {
  const { t } = useI18n();
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <StatusTabs list={list} values={statuses} label={(s) => t(`${texts}.status_${s}`)} actions={action} />
      <FilterBar
        list={list}
        name={filterName}
        fields={[
          { name: 'keyword', placeholder: t('wms_doc.number'), width: 180 },
          { name: 'warehouse_id', control: <WarehouseSelect allowClear placeholder={t('wms_doc.warehouse')} style={{ width: 180 }} /> },
        ]}
      />
      <ListTable<Row> list={list} empty={empty} scroll={{ x: 1100 }} columns={columns} />
      {children}
    </Card>
  );
}
