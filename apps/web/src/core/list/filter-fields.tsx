import type { ReactElement } from 'react';
import { DatePicker, Form, Input, Select, type SelectProps } from 'antd';

type Field = { name: string };

/**
 * One filter of a filter bar, named after the list's query field: a text box (`placeholder`, `width`), a
 * choice when it has `options`, a date range when its placeholder names both ends (either end may stay
 * empty), or the page's own `control` (a customer or warehouse picker).
 */
export type FilterField = Field &
  (
    | { placeholder: string; width: number; options?: SelectProps['options'] }
    | { placeholder: [string, string]; width: number }
    | { control: ReactElement }
  );

/** A field left out: `tab === 'all' && { … }`. */
export type FilterFields = ReadonlyArray<FilterField | false | null | undefined>;

function control(field: FilterField): ReactElement {
  if ('control' in field) return field.control;
  const style = { width: field.width };
  if (Array.isArray(field.placeholder)) return <DatePicker.RangePicker placeholder={field.placeholder} allowEmpty={[true, true]} style={style} />;
  if ('options' in field && field.options) return <Select placeholder={field.placeholder} allowClear style={style} options={field.options} />;
  return <Input placeholder={field.placeholder} allowClear style={style} />;
}

/** The declared fields as the bar's Form.Items, in their order. */
export function filterItems(fields: FilterFields): ReactElement[] {
  return fields.filter((field): field is FilterField => Boolean(field)).map((field) => (
    <Form.Item key={field.name} name={field.name}>
      {control(field)}
    </Form.Item>
  ));
}

/** Whether the fields hold the `dates` range, declared or the page's own picker, that stands for the list's start_date and end_date. */
export const hasDateRange = (fields: FilterFields): boolean => fields.some((field) => field && field.name === 'dates');
