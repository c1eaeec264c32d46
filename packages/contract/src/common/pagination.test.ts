import { describe, expect, it } from 'vitest';
import { PaginationQuerySchema } from './pagination';

describe('pagination query', () => {
  it('defaults to page 1 of 20 and caps the size at 100', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(PaginationQuerySchema.parse({ page: '3', page_size: '500' })).toEqual({ page: 3, page_size: 100 });
  });
  it('refuses a page below 1 with a message key', () => {
    const result = PaginationQuerySchema.safeParse({ page: '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('validation.page_min');
  });
});
