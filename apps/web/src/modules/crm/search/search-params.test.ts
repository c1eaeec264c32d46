import { describe, expect, it } from 'vitest';
import { firstSearchPage } from './search-params';

describe('the global search asks for pages of the spec’s size', () => {
  it('asks for 20 customers a page (spec 000 §9), from page 1', () => {
    expect(firstSearchPage('王', null)).toEqual({ keyword: '王', page: 1, page_size: 20 });
  });

  it('starts a new keyword on page 1 and keeps the page size of the previous search', () => {
    expect(firstSearchPage('李', { keyword: '王', page: 3, page_size: 20 })).toEqual({ keyword: '李', page: 1, page_size: 20 });
  });
});
