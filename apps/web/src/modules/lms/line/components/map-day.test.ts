import { describe, expect, it } from 'vitest';
import type { LineMap } from '@tradewind/contract/lms/line.schema';
import { dayToFollow, defaultLineDay } from './map-day';

const day = (date: string, waiting: number, next: string | null) => ({ date, waiting: Array.from({ length: waiting }) as LineMap['waiting'], next_waiting_date: next });

describe('the day the line map opens on', () => {
  it('moves from an empty day to the first day with waiting orders', () => {
    expect(dayToFollow(day('2026-11-30', 0, '2026-12-01'))).toBe('2026-12-01');
  });
  it('stays on a day with waiting orders, and when no day has any', () => {
    expect(dayToFollow(day('2026-11-30', 3, '2026-11-30'))).toBeNull();
    expect(dayToFollow(day('2026-11-30', 3, '2026-11-29'))).toBeNull();
    expect(dayToFollow(day('2026-11-30', 0, null))).toBeNull();
  });
});

describe('the day a pre-line builds a line for, at first', () => {
  it('is the next day with waiting orders, else tomorrow; never a day gone by', () => {
    expect(defaultLineDay('2026-11-29', '2026-12-01')).toBe('2026-12-01');
    expect(defaultLineDay('2026-11-29', '2026-11-29')).toBe('2026-11-29');
    expect(defaultLineDay('2026-11-29', null)).toBe('2026-11-30');
    expect(defaultLineDay('2026-12-31', '2026-12-30')).toBe('2027-01-01');
  });
});
