import { DatePicker, Form, Input, Select } from 'antd';
import { INVITE_TRIGGERS } from '@tradewind/contract/crm/invite.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar, type FilterBarProps } from '@/core/list/filter-bar';
import { createdRangeFromValues as fromValues, createdRangeToValues as toValues, type CreatedRange as Range } from '../../customer/components/created-range';

/** Keyword (either customer's name or mobile), trigger and the date range. */
export function InviteFilterBar({ list }: { list: FilterBarProps<{ created?: Range }>['list'] }) {
  const { t } = useI18n();
  return (
    <FilterBar list={list} name="invite_filters" toValues={toValues} fromValues={fromValues}>
      <Form.Item name="keyword">
        <Input placeholder={t('crm_invite.keyword')} allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="trigger">
        <Select placeholder={t('crm_invite.trigger')} allowClear style={{ width: 140 }} options={INVITE_TRIGGERS.map((value) => ({ value, label: t(`crm.invite_trigger_${value}`) }))} />
      </Form.Item>
      <Form.Item name="created">
        <DatePicker.RangePicker placeholder={[t('crm_invite.created_from'), t('crm_invite.created_to')]} style={{ width: 230 }} />
      </Form.Item>
    </FilterBar>
  );
}
