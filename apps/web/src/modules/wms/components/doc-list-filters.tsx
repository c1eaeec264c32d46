import type { FilterField } from '@/core/list/filter-fields';
import { WarehouseSelect } from '../warehouse/components/warehouse-select';

type T = (key: string) => string;

/** A stock document list's warehouse filter (any warehouse when empty). */
export const docWarehouseFilter = (t: T, width = 180): FilterField => ({ name: 'warehouse_id', control: <WarehouseSelect allowClear placeholder={t('wms_doc.warehouse')} style={{ width }} /> });

/** A stock document list's days: the list's start_date and end_date, either end open. */
export const docDatesFilter = (t: T): FilterField => ({ name: 'dates', placeholder: [t('wms_doc.date_from'), t('wms_doc.date_to')], width: 260 });
