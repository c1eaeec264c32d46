import { DatePicker } from 'antd';
import { VISIT_KINDS } from '@tradewind/contract/crm/visit.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import type { DateRangeValues } from '@/core/list/date-range-values';
import { FilterBar, type FilterBarProps } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { StaffSelect } from '@/modules/system';
import { ConfigSelect } from '../../customer/components/config-select';
import { CustomerSelect } from '../../price/components/customer-select';

/** Keyword (content, customer, place), person, customer, kind, visit type and the days logged. */
export function VisitFilterBar({ list, actions }: { list: FilterBarProps<DateRangeValues>['list']; actions?: React.ReactNode }) {
  const { t } = useI18n();
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('crm_visit.keyword'), width: 180 },
    { name: 'created_by', control: <StaffSelect placeholder={t('crm_visit.person')} style={{ width: 120 }} /> },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('crm_visit.customer')} style={{ width: 180 }} /> },
    { name: 'type', placeholder: t('crm_visit.type'), width: 110, options: VISIT_KINDS.map((value) => ({ value, label: t(`crm.visit_kind_${value}`) })) },
    { name: 'visit_type', control: <ConfigSelect list="customer_visit_type" placeholder={t('crm_visit.visit_type')} style={{ width: 110 }} /> },
    // both ends asked for, unlike the declared range
    { name: 'dates', control: <DatePicker.RangePicker placeholder={[t('crm_visit.start_date'), t('crm_visit.end_date')]} style={{ width: 230 }} /> },
  ];
  return <FilterBar list={list} name="visit_filters" actions={actions} fields={filters} />;
}
