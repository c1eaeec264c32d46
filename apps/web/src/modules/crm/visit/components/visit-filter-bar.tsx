import { DatePicker, Form, Input, Select } from 'antd';
import { VISIT_KINDS } from '@tradewind/contract/crm/visit.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';
import { FilterBar, type FilterBarProps } from '@/core/list/filter-bar';
import { StaffSelect } from '@/modules/system';
import { ConfigSelect } from '../../customer/components/config-select';
import { CustomerSelect } from '../../price/components/customer-select';

/** Keyword (content, customer, place), person, customer, kind, visit type and the days logged. */
export function VisitFilterBar({ list, actions }: { list: FilterBarProps<DateRangeValues>['list']; actions?: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <FilterBar list={list} name="visit_filters" toValues={dateRangeToValues} fromValues={dateRangeFromValues} actions={actions}>
      <Form.Item name="keyword">
        <Input placeholder={t('crm_visit.keyword')} allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="created_by">
        <StaffSelect placeholder={t('crm_visit.person')} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="customer_id">
        <CustomerSelect placeholder={t('crm_visit.customer')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="type">
        <Select placeholder={t('crm_visit.type')} allowClear style={{ width: 110 }} options={VISIT_KINDS.map((value) => ({ value, label: t(`crm.visit_kind_${value}`) }))} />
      </Form.Item>
      <Form.Item name="visit_type">
        <ConfigSelect list="customer_visit_type" placeholder={t('crm_visit.visit_type')} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="dates">
        <DatePicker.RangePicker placeholder={[t('crm_visit.start_date'), t('crm_visit.end_date')]} style={{ width: 230 }} />
      </Form.Item>
    </FilterBar>
  );
}
