import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Children } from 'react';
import { Form, Input, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { labelFilterItems, placeholderText } from './filter-labels';

type Wrapper = ReactElement<{ children: ReactElement<{ label?: unknown; name?: string }>; hidden?: boolean }>;

/** The Form.Items inside what labelFilterItems returns, with the label each got (or not). */
function items(node: ReactNode): { name?: string; label?: unknown; hidden?: boolean }[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const element = child as ReactElement<{ children?: ReactNode; title?: unknown }>;
    if (element.type === Form.Item) return [{ name: (element.props as { name?: string }).name, label: (element.props as { label?: unknown }).label }];
    if (element.props.title !== undefined) {
      const wrapper = element.props.children as Wrapper;
      return [{ ...items(wrapper.props.children)[0], hidden: wrapper.props.hidden }];
    }
    return items(element.props.children);
  });
}

describe('filter bar labels (issue 14 defects 4 and 7)', () => {
  it("labels each field with its placeholder, for screen readers, and keeps a page's own label", () => {
    const pending = false;
    const result = labelFilterItems(
      <>
        <Form.Item name="name">
          <Input placeholder="Name, mobile or account" />
        </Form.Item>
        {pending ? null : (
          <Form.Item name="status">
            <Select placeholder="Any status" />
          </Form.Item>
        )}
        <Form.Item name="store_id" hidden>
          <Select placeholder="Authorised stores" />
        </Form.Item>
        <Form.Item name="own" label="Own label">
          <Select placeholder="x" />
        </Form.Item>
        <Form.Item name="date_type">
          <Select aria-label="Filter by which date" />
        </Form.Item>
        <Form.Item name="bare">
          <Select />
        </Form.Item>
      </>,
      'sr-only',
      'item',
    );
    expect(items(result)).toEqual([
      { name: 'name', label: 'Name, mobile or account', hidden: undefined },
      { name: 'status', label: 'Any status', hidden: undefined },
      { name: 'store_id', label: 'Authorised stores', hidden: true },
      { name: 'own', label: 'Own label' },
      { name: 'date_type', label: 'Filter by which date', hidden: undefined },
      { name: 'bare', label: undefined },
    ]);
  });

  it("names a range by both of its ends", () => {
    expect(placeholderText(['Created from', 'Created to'])).toBe('Created from – Created to');
    expect(placeholderText('  ')).toBeNull();
    expect(placeholderText(undefined)).toBeNull();
  });
});
