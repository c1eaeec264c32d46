import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LEAD_STATUSES } from '@tradewind/contract/crm/lead.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar, type FilterBarProps } from '@/core/list/filter-bar';
import type { ListQuery } from '@/core/list/list-url';
import { StaffSelect } from '@/modules/system';
import { AuthorisedStoreSelect } from '../../customer/components/authorised-store-select';
import { ConfigSelect } from '../../customer/components/config-select';

type Range = [Dayjs | null, Dayjs | null] | null;
const DAY = 'YYYY-MM-DD';

const toValues = ({ created_from, created_to, ...query }: ListQuery): { created?: Range } => ({
  ...query,
  created: created_from || created_to ? [created_from ? dayjs(String(created_from)) : null, created_to ? dayjs(String(created_to)) : null] : null,
});
const fromValues = ({ created, ...values }: { created?: Range }) => ({ ...values, created_from: created?.[0]?.format(DAY), created_to: created?.[1]?.format(DAY) });

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
