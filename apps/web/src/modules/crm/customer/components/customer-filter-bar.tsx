import { useState } from 'react';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Select } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar, type FilterBarProps } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { StaffSelect, StatusFilter } from '@/modules/system';
import { AuthorisedStoreSelect } from './authorised-store-select';
import { ConfigSelect } from './config-select';
import { createdRangeFromValues as fromValues, createdRangeToValues as toValues, type CreatedRange as Range } from './created-range';

/** Filters behind 'more': shown at once when the address sets one. */
const MORE = ['store_id', 'is_cert', 'is_open_payment_day', 'created_from', 'created_to'];

type Props = { list: FilterBarProps<{ created?: Range }>['list']; showOwner?: boolean };

/** Keyword, level, type, source, owner, status in front; store, certified, account period and created range behind 'more'. */
export function CustomerFilterBar({ list, showOwner = true }: Props) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(() => MORE.some((key) => list.query[key] !== undefined));
  const yesNo = [
    { value: 1, label: t('crm_customer.yes') },
    { value: 0, label: t('crm_customer.no') },
  ];
  const more = (
    <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
      {t(expanded ? 'crm_customer.fewer_filters' : 'crm_customer.more_filters')}
    </Button>
  );

  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('crm_customer.keyword'), width: 190 },
    { name: 'level_id', control: <ConfigSelect list="customer_level" placeholder={t('crm_customer.level')} style={{ width: 110 }} /> },
    { name: 'type_id', control: <ConfigSelect list="customer_type" placeholder={t('crm_customer.type')} style={{ width: 110 }} /> },
    { name: 'source', control: <ConfigSelect list="customer_source" placeholder={t('crm_customer.source')} style={{ width: 110 }} /> },
    showOwner && { name: 'sales_id', control: <StaffSelect placeholder={t('crm_customer.owner')} style={{ width: 120 }} /> },
    { name: 'status', control: <StatusFilter placeholder={t('crm_customer.status')} width={90} /> },
  ];

  return (
    <FilterBar list={list} name="customer_filters" toValues={toValues} fromValues={fromValues} extra={more} fields={filters}>
      {/* Hidden, not unmounted: a filter set before collapsing keeps applying, as the reset button shows. */}
      <Form.Item name="store_id" hidden={!expanded}>
        <AuthorisedStoreSelect placeholder={t('crm_customer.store')} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="is_cert" hidden={!expanded}>
        <Select placeholder={t('crm_customer.certified')} allowClear style={{ width: 90 }} options={yesNo} />
      </Form.Item>
      <Form.Item name="is_open_payment_day" hidden={!expanded}>
        <Select placeholder={t('crm_customer.account_period')} allowClear style={{ width: 100 }} options={yesNo} />
      </Form.Item>
      <Form.Item name="created" hidden={!expanded}>
        <DatePicker.RangePicker placeholder={[t('crm_customer.created_from'), t('crm_customer.created_to')]} style={{ width: 230 }} />
      </Form.Item>
    </FilterBar>
  );
}
