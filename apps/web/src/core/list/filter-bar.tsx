import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button, Flex, Form, Space } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { dateRangeFromValues, dateRangeToValues } from './date-range-values';
import { filterItems, hasDateRange, type FilterFields } from './filter-fields';
import { labelFilterItems } from './filter-labels';
import { changedFields, type ListQuery } from './list-url';
import styles from './filter-bar.module.css';

type FilterValues = Record<string, unknown>;

export type FilterBarProps<V extends FilterValues> = {
  /** the page's list controller (useList) */
  list: { query: ListQuery; search: (filters: FilterValues) => void; reset: (filters: FilterValues) => void };
  /** the form's name: antd ids its fields `<name>_<field>` */
  name?: string;
  /** the filters, declared; a `dates` range is the list's start_date and end_date unless toValues says otherwise */
  fields?: FilterFields;
  /** Form.Items of the page's own, after the declared fields */
  children?: ReactNode;
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

/**
 * A list page's filter bar: its fields in a row, 查询 and 重置. Typing does not filter; 查询 does (and
 * loads again even when nothing changed). The fields show the address's filters; a field the address
 * did not change keeps what was typed, also while a kept-alive tab is hidden and shown again.
 */
export function FilterBar<V extends FilterValues = FilterValues>({ list, name, fields = [], children, extra, actions, style, ...props }: FilterBarProps<V>) {
  const { t } = useI18n();
  const dated = hasDateRange(fields);
  const toValues: (query: ListQuery) => V = props.toValues ?? (dated ? (dateRangeToValues as never) : same);
  const fromValues: (values: V) => FilterValues = props.fromValues ?? (dated ? (dateRangeFromValues as never) : same);
  const [form] = Form.useForm<V>();
  const shown = useRef<Record<string, unknown> | null>(null);
  const values: Record<string, unknown> = toValues(list.query);
  const key = JSON.stringify(values);

  // Only the fields the address changed (a tab, the department tree, a link): what is typed elsewhere stays.
  useEffect(() => {
    const changed = changedFields(shown.current, values);
    shown.current = values;
    if (Object.keys(changed).length > 0) form.setFieldsValue(changed as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the address's filters change, not on every render
  }, [key]);

  const handleReset = () => {
    const cleared = Object.fromEntries(Object.keys(form.getFieldsValue()).map((field) => [field, undefined])) as V;
    form.resetFields();
    list.reset(fromValues(cleared));
  };

  return (
    <Flex justify="space-between" align="flex-start" gap={8} style={{ marginBottom: 12, ...style }}>
      <Form form={form} name={name} layout="inline" onFinish={(values) => list.search(fromValues(values))} style={{ rowGap: 8 }}>
        {labelFilterItems([filterItems(fields), children], styles.hiddenLabel, styles.item)}
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
