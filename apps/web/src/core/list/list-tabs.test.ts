import { describe, expect, it, vi } from 'vitest';
import { filterTabs } from './list-tabs';

describe('filterTabs', () => {
  it('puts 全部 first, counts each tab when the page has counts, and marks the filtered one', () => {
    const list = { query: { status: 2, page: 3 }, go: vi.fn() };
    const tabs = filterTabs(list, { all: 'All', values: [1, 2], label: (s) => `S${s}`, counts: { all: 5, 2: 3 } });
    expect(tabs.activeKey).toBe('2');
    expect(tabs.items).toEqual([
      { key: 'all', label: 'All (5)' },
      { key: '1', label: 'S1 (0)' },
      { key: '2', label: 'S2 (3)' },
    ]);
  });

  it('shows a count the server stopped at as "cap+"', () => {
    const tabs = filterTabs({ query: {}, go: vi.fn() }, { all: 'All', values: [1], label: String, counts: { all: 10000, 1: 9999 }, cap: 10000 });
    expect(tabs.items?.map((item) => item.label)).toEqual(['All (10000+)', '1 (9999)']);
  });

  it('sets its filter (or clears it for 全部) and goes back to page 1', () => {
    const list = { query: { keyword: 'x', page: 3 }, go: vi.fn() };
    const tabs = filterTabs(list, { filter: 'result', all: 'All', values: [1, 2], label: String });
    expect(tabs.activeKey).toBe('all');
    expect(tabs.items?.map((item) => item.label)).toEqual(['All', '1', '2']);
    tabs.onChange?.('2');
    expect(list.go).toHaveBeenLastCalledWith({ keyword: 'x', page: 1, result: 2 });
    tabs.onChange?.('all');
    expect(list.go).toHaveBeenLastCalledWith({ keyword: 'x', page: 1, result: undefined });
  });
});
