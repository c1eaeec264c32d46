import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

// 2024-03-10 15:00:00 in Asia/Shanghai
const now = new Date('2024-03-10T07:00:00Z');

describe('relativeTime', () => {
  it('says just now under 5 minutes, and for times slightly in the future', () => {
    expect(relativeTime('2024-03-10 15:00:00', now, 'zh-CN')).toBe('刚刚');
    expect(relativeTime('2024-03-10 14:55:01', now, 'zh-CN')).toBe('刚刚');
    expect(relativeTime('2024-03-10 14:56:00', now, 'en-US')).toBe('just now');
    expect(relativeTime('2024-03-10 15:02:00', now, 'zh-CN')).toBe('刚刚');
  });

  it('counts minutes from 5 up to an hour', () => {
    expect(relativeTime('2024-03-10 14:55:00', now, 'zh-CN')).toBe('5分钟前');
    expect(relativeTime('2024-03-10 14:01:00', now, 'zh-CN')).toBe('59分钟前');
    expect(relativeTime('2024-03-10 14:30:00', now, 'en-US')).toBe('30 minutes ago');
  });

  it('counts hours under a day, across midnight too', () => {
    expect(relativeTime('2024-03-10 14:00:00', now, 'zh-CN')).toBe('1小时前');
    expect(relativeTime('2024-03-10 14:00:00', now, 'en-US')).toBe('1 hour ago');
    expect(relativeTime('2024-03-10 03:00:00', now, 'en-US')).toBe('12 hours ago');
    expect(relativeTime('2024-03-09 16:00:00', now, 'zh-CN')).toBe('23小时前');
  });

  it('says yesterday for the previous day beyond 24 hours, then days up to 7', () => {
    expect(relativeTime('2024-03-09 09:00:00', now, 'zh-CN')).toBe('昨天');
    expect(relativeTime('2024-03-09 09:00:00', now, 'en-US')).toBe('yesterday');
    expect(relativeTime('2024-03-08 20:00:00', now, 'zh-CN')).toBe('2天前');
    expect(relativeTime('2024-03-03 08:00:00', now, 'zh-CN')).toBe('7天前');
    expect(relativeTime('2024-03-03 08:00:00', now, 'en-US')).toBe('7 days ago');
  });

  it('gives the full date after 7 days', () => {
    expect(relativeTime('2024-03-02 23:59:59', now, 'zh-CN')).toBe('2024年03月02日');
    expect(relativeTime('2023-12-25 10:00:00', now, 'en-US')).toBe('Dec 25, 2023');
  });

  it('reads Date values in the tenant time zone', () => {
    // 2024-03-09 17:00 UTC is 2024-03-10 01:00 in Shanghai: 14 hours before now, same day there
    expect(relativeTime(new Date('2024-03-09T17:00:00Z'), now, 'zh-CN')).toBe('14小时前');
    expect(relativeTime(new Date('2024-03-01T00:00:00Z'), now, 'zh-CN')).toBe('2024年03月01日');
    expect(relativeTime(new Date('2024-03-01T00:00:00Z'), now, 'zh-CN', 'America/New_York')).toBe('2024年02月29日');
  });

  it('answers an empty string for what it cannot read', () => {
    expect(relativeTime(null, now, 'zh-CN')).toBe('');
    expect(relativeTime('', now, 'zh-CN')).toBe('');
    expect(relativeTime('not a date', now, 'zh-CN')).toBe('');
  });
});
