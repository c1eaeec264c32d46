import { describe, expect, it } from 'vitest';
import { closeTabs, MAX_CACHED_PAGES, nextActiveTab, touchLru, upsertTab, type Tab } from './tab-model';

const tab = (key: string, pinned = false): Tab => ({ key, path: key, title: `t${key}`, pinned });

describe('touchLru (the 10 kept-alive pages)', () => {
  it('keeps at most 10 pages and evicts the least recently used', () => {
    let order: string[] = [];
    for (let i = 1; i <= MAX_CACHED_PAGES; i++) order = touchLru(order, `/p${i}`).order;
    expect(order).toHaveLength(10);

    // revisiting /p1 makes /p2 the oldest
    order = touchLru(order, '/p1').order;
    const result = touchLru(order, '/p11');
    expect(result.evicted).toEqual(['/p2']);
    expect(result.order).toHaveLength(10);
    expect(result.order).toContain('/p1');
    expect(result.order.at(-1)).toBe('/p11');
  });

  it('moves a revisited page to the end without evicting', () => {
    expect(touchLru(['/a', '/b', '/c'], '/a')).toEqual({ order: ['/b', '/c', '/a'], evicted: [] });
  });

  it('never evicts the page being visited, whatever the limit', () => {
    expect(touchLru(['/a', '/b'], '/c', 1)).toEqual({ order: ['/c'], evicted: ['/a', '/b'] });
    expect(touchLru(['/a'], '/b', 0).order).toEqual(['/b']);
  });
});

describe('tab operations', () => {
  const tabs = [tab('/home', true), tab('/a'), tab('/b'), tab('/c')];

  it('adds new tabs at the end and updates existing ones in place', () => {
    expect(upsertTab(tabs, tab('/d')).map((t) => t.key)).toEqual(['/home', '/a', '/b', '/c', '/d']);
    const updated = upsertTab(tabs, { ...tab('/a'), path: '/a?id=2' });
    expect(updated[1].path).toBe('/a?id=2');
    expect(upsertTab(tabs, tab('/a'))).toBe(tabs);
  });

  it('close, close others and close all keep pinned tabs', () => {
    expect(closeTabs(tabs, '/b', 'self').map((t) => t.key)).toEqual(['/home', '/a', '/c']);
    expect(closeTabs(tabs, '/home', 'self').map((t) => t.key)).toEqual(['/home', '/a', '/b', '/c']);
    expect(closeTabs(tabs, '/b', 'others').map((t) => t.key)).toEqual(['/home', '/b']);
    expect(closeTabs(tabs, '/b', 'all').map((t) => t.key)).toEqual(['/home']);
  });

  it('activates the right neighbour, else the left one, after closing the active tab', () => {
    expect(nextActiveTab(tabs, closeTabs(tabs, '/b', 'self'), '/b')?.key).toBe('/c');
    expect(nextActiveTab(tabs, closeTabs(tabs, '/c', 'self'), '/c')?.key).toBe('/b');
    expect(nextActiveTab(tabs, closeTabs(tabs, '/a', 'all'), '/a')?.key).toBe('/home');
    expect(nextActiveTab(tabs, closeTabs(tabs, '/a', 'others'), '/b')?.key).toBe('/a');
    expect(nextActiveTab(tabs, closeTabs(tabs, '/b', 'others'), '/b')).toBeNull();
  });
});
