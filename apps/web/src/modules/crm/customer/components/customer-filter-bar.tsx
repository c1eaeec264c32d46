import { useState } from 'react';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { CustomerListParams } from '../api/customer.keys';
import { useI18n } from '@/core/i18n/use-i18n';
import { StaffSelect } from '@/modules/system';
import { AuthorisedStoreSelect } from './authorised-store-select';
import { ConfigSelect } from './config-select';

/** The filters a person sets in the bar; ownership and sorting live elsewhere on the page. */
export type CustomerFilters = Pick<
  CustomerListParams,
  'keyword' | 'level_id' | 'type_id' | 'source' | 'sales_id' | 'store_id' | 'status' | 'is_cert' | 'is_open_payment_day' | 'created_from' | 'created_to'
>;

type RangeValue = [{ format: (pattern: string) => string } | null, { format: (pattern: string) => string } | null] | null;
type Values = Omit<CustomerFilters, 'created_from' | 'created_to'> & { created?: RangeValue };

type Props = { onSearch: (filters: CustomerFilters) => void; showOwner?: boolean };

/** Keyword, level, type, source, owner, status in front; store, certified, account period and created range behind 'more'. */
export function CustomerFilterBar({ onSearch, showOwner = true }: Props) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const [expanded, setExpanded] = useState(false);
  const yesNo = [
    { value: 1, label: t('crm_customer.yes') },
    { value: 0, label: t('crm_customer.no') },
  ];

  const handleFinish = (values: Values) => {
    const { created, ...rest } = values;
    onSearch({
      ...rest,
      keyword: values.keyword?.trim() || undefined,
      created_from: created?.[0]?.format('YYYY-MM-DD'),
      created_to: created?.[1]?.format('YYYY-MM-DD'),
    });
  };
  const handleReset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form form={form} name="customer_filters" layout="inline" onFinish={handleFinish} style={{ marginBottom: 12, rowGap: 8 }}>
      <Form.Item name="keyword">
        <Input placeholder={t('crm_customer.keyword')} allowClear style={{ width: 190 }} />
      </Form.Item>
      <Form.Item name="level_id">
        <ConfigSelect list="customer_level" placeholder={t('crm_customer.level')} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="type_id">
        <ConfigSelect list="customer_type" placeholder={t('crm_customer.type')} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="source">
        <ConfigSelect list="customer_source" placeholder={t('crm_customer.source')} style={{ width: 110 }} />
      </Form.Item>
      {showOwner ? (
        <Form.Item name="sales_id">
          <StaffSelect placeholder={t('crm_customer.owner')} style={{ width: 120 }} />
        </Form.Item>
      ) : null}
      <Form.Item name="status">
        <Select
          placeholder={t('crm_customer.status')}
          allowClear
          style={{ width: 90 }}
          options={[
            { value: 1, label: t('admin.enabled') },
            { value: 0, label: t('admin.disabled') },
          ]}
        />
      </Form.Item>
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
      <Space>
        <Button type="primary" htmlType="submit">
          {t('admin.search')}
        </Button>
        <Button onClick={handleReset}>{t('admin.reset')}</Button>
        <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
          {t(expanded ? 'crm_customer.fewer_filters' : 'crm_customer.more_filters')}
        </Button>
      </Space>
    </Form>
  );
}
