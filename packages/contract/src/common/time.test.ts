import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, todayIn } from './time';

describe('time', () => {
  it('formats instants in the tenant time zone', () => {
    expect(formatDateTime(new Date('2026-01-01T16:30:05Z'), 'Asia/Shanghai')).toBe('2026-01-02 00:30:05');
    expect(formatDateTime(new Date('2026-01-01T16:30:05Z'), 'UTC')).toBe('2026-01-01 16:30:05');
    expect(formatDateTime(null)).toBeNull();
  });
  it('keeps plain dates and derives today in a zone', () => {
    expect(formatDate('2026-03-04')).toBe('2026-03-04');
    expect(todayIn('Asia/Shanghai', new Date('2026-01-01T16:30:05Z'))).toBe('2026-01-02');
  });
});
