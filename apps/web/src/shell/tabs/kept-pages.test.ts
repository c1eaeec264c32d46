import { describe, expect, it } from 'vitest';
import { NavigationType, type Location } from 'react-router';
import { nextKeptPages, type KeptPages } from './kept-pages';

const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: `${pathname}${search}` });
const visit = (pages: KeptPages, key: string, location: Location, open: string[] = ['/a', '/b', '/c']) =>
  nextKeptPages(pages, { key, location, navigationType: NavigationType.Push, element: null }, new Set(open));

describe('nextKeptPages', () => {
  it('keeps a hidden page’s location context the same object when another page navigates', () => {
    const first = visit({ order: [], entries: {} }, '/a', at('/a'));
    const second = visit(first, '/b', at('/b'));
    const third = visit(second, '/b', at('/b', '?page=2'));
    // /a stays hidden across both navigations: its consumers see the very same context value.
    expect(third.entries['/a'].context).toBe(first.entries['/a'].context);
    expect(third.entries['/b'].context.location.search).toBe('?page=2');
    expect(third.entries['/b'].context).not.toBe(second.entries['/b'].context);
  });

  it('returns the same pages when the active location did not change and no tab closed', () => {
    const location = at('/a');
    const pages = visit({ order: [], entries: {} }, '/a', location);
    expect(visit(pages, '/a', location)).toBe(pages);
  });

  it('leaves out the pages whose tab closed, never the active one', () => {
    const pages = visit(visit({ order: [], entries: {} }, '/a', at('/a')), '/b', at('/b'));
    const after = visit(pages, '/b', at('/b'), ['/b']);
    expect(after.order).toEqual(['/b']);
    expect(Object.keys(after.entries)).toEqual(['/b']);
  });
});
