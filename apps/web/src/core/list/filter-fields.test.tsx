import { DatePicker, Form, Input, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { filterItems, hasDateRange } from './filter-fields';

describe('declared filter fields', () => {
  it('renders a text box, a choice, a date range and a control of its own, in order, leaving out what is false', () => {
    const own = <Select placeholder="Owner" />;
    const items = filterItems([
      { name: 'keyword', placeholder: 'Name or code', width: 200 },
      { name: 'status', placeholder: 'Any status', width: 110, options: [{ value: 1, label: 'On' }] },
      false,
      { name: 'dates', placeholder: ['From', 'To'], width: 240 },
      { name: 'owner_id', control: own },
    ]);
    expect(items.map((item) => [item.type, (item.props as { name: string }).name])).toEqual([
      [Form.Item, 'keyword'],
      [Form.Item, 'status'],
      [Form.Item, 'dates'],
      [Form.Item, 'owner_id'],
    ]);
    const controls = items.map((item) => (item.props as { children: { type: unknown; props: Record<string, unknown> } }).children);
    expect(controls[0].type).toBe(Input);
    expect(controls[0].props).toMatchObject({ placeholder: 'Name or code', allowClear: true, style: { width: 200 } });
    expect(controls[1].type).toBe(Select);
    expect(controls[1].props).toMatchObject({ placeholder: 'Any status', allowClear: true, style: { width: 110 }, options: [{ value: 1, label: 'On' }] });
    expect(controls[2].type).toBe(DatePicker.RangePicker);
    expect(controls[2].props).toMatchObject({ placeholder: ['From', 'To'], allowEmpty: [true, true], style: { width: 240 } });
    expect(controls[3]).toBe(own);
  });

  it("knows a `dates` range, declared or the page's own picker", () => {
    expect(hasDateRange([{ name: 'dates', placeholder: ['From', 'To'], width: 240 }])).toBe(true);
    expect(hasDateRange([{ name: 'dates', control: <DatePicker.RangePicker /> }, null])).toBe(true);
    expect(hasDateRange([{ name: 'keyword', placeholder: 'Name', width: 200 }])).toBe(false);
  });
});
