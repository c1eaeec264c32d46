import { DatePicker, Form, Input, Select } from 'antd';
import { LEAD_STATUSES } from '@tradewind/contract/crm/lead.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar, type FilterBarProps } from '@/core/list/filter-bar';
import { StaffSelect } from '@/modules/system';
import { AuthorisedStoreSelect } from '../../customer/components/authorised-store-select';
import { ConfigSelect } from '../../customer/components/config-select';
import { createdRangeFromValues as fromValues, createdRangeToValues as toValues, type CreatedRange as Range } from '../../customer/components/created-range';

/** Keyword (contact, company, mobile), status, source, owner, store and the created range. */
export function LeadFilterBar({ list, showOwner }: { list: FilterBarProps<{ created?: Range }>['list']; showOwner: boolean }) {
  const { t } = useI18n();
  return (
    <FilterBar list={list} name="lead_filters" toValues={toValues} fromValues={fromValues}>
      <Form.Item name="keyword">
        <Input placeholder={t('crm_lead.keyword')} allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select placeholder={t('crm_lead.status')} allowClear style={{ width: 100 }} options={LEAD_STATUSES.map((value) => ({ value, label: t(`crm.lead_status_${value}`) }))} />
      </Form.Item>
      <Form.Item name="source">
        <ConfigSelect list="customer_source" placeholder={t('crm_lead.source')} style={{ width: 110 }} />
      </Form.Item>
      {showOwner ? (
        <Form.Item name="sales_id">
          <StaffSelect placeholder={t('crm_lead.owner')} style={{ width: 120 }} />
        </Form.Item>
      ) : null}
      <Form.Item name="store_id">
        <AuthorisedStoreSelect placeholder={t('crm_lead.store')} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="created">
        <DatePicker.RangePicker placeholder={[t('crm_lead.created_from'), t('crm_lead.created_to')]} style={{ width: 230 }} />
      </Form.Item>
    </FilterBar>
  );
}
