import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button, Flex, Form, Space } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import type { ListQuery } from './list-url';

type FilterValues = Record<string, unknown>;

export type FilterBarProps<V extends FilterValues> = {
  /** the page's list controller (useList) */
  list: { query: ListQuery; search: (filters: FilterValues) => void; reset: (filters: FilterValues) => void };
  /** the form's name: antd ids its fields `<name>_<field>` */
  name?: string;
  /** the Form.Items, named after the list's filters */
  children: ReactNode;
  /** the list's query → the fields' values, where a field is not one filter (a date range) */
  toValues?: (query: ListQuery) => V;
  /** the fields' values → filters */
  fromValues?: (values: V) => FilterValues;
  /** after 查询 / 重置 (an export button, a 'more filters' switch) */
  extra?: ReactNode;
  /** on the right of the bar (the page's 'new' button) */
  actions?: ReactNode;
  style?: CSSProperties;
};

const same = <T,>(value: T) => value as never;

/** The filters of the address, so a change made elsewhere (a tab) or a shared link shows in the bar. */
const filtersKey = ({ page: _p, page_size: _s, sort: _o, order: _d, ...filters }: ListQuery) => JSON.stringify(filters);

/**
 * A list page's filter bar: its fields in a row, 查询 and 重置. Typing does not filter; 查询 does (and
 * loads again even when nothing changed). The fields show the address's filters, and are left alone
 * while the page is only hidden and shown again (a kept-alive tab keeps what was typed).
 */
export function FilterBar<V extends FilterValues = FilterValues>({ list, name, children, toValues = same, fromValues = same, extra, actions, style }: FilterBarProps<V>) {
  const { t } = useI18n();
  const [form] = Form.useForm<V>();
  const shown = useRef<string | null>(null);
  const key = filtersKey(list.query);

  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    form.resetFields();
    form.setFieldsValue(toValues(list.query) as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address's filters change
  }, [key]);

  const handleReset = () => {
    const cleared = Object.fromEntries(Object.keys(form.getFieldsValue()).map((field) => [field, undefined])) as V;
    form.resetFields();
    list.reset(fromValues(cleared));
  };

  return (
    <Flex justify="space-between" align="flex-start" gap={8} style={{ marginBottom: 12, ...style }}>
      <Form form={form} name={name} layout="inline" onFinish={(values) => list.search(fromValues(values))} style={{ rowGap: 8 }}>
        {children}
        <Space>
          <Button type="primary" htmlType="submit">
            {t('list.search')}
          </Button>
          <Button onClick={handleReset}>{t('list.reset')}</Button>
          {extra}
        </Space>
      </Form>
      {actions}
    </Flex>
  );
}
