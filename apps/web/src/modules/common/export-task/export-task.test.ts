import { describe, expect, it } from 'vitest';
import { countOf, formatKb, hasRunningExport } from './export-task';

describe('export centre helpers', () => {
  it('shows sizes in Kb', () => {
    expect(formatKb(2048)).toBe('2.00Kb');
    expect(formatKb(1500)).toBe('1.46Kb');
    expect(formatKb(0)).toBe('0.00Kb');
    expect(formatKb(null)).toBe('-');
  });

  it('refreshes only while a row is in progress', () => {
    expect(hasRunningExport([{ export_status: 2 }, { export_status: 1 }])).toBe(true);
    expect(hasRunningExport([{ export_status: 2 }, { export_status: 3 }])).toBe(false);
    expect(hasRunningExport(undefined)).toBe(false);
  });

  it('reads each tab’s count', () => {
    const counts = { all: 6, in_progress: 1, finished: 3, failed: 2 };
    expect([0, 1, 2, 3].map((s) => countOf(counts, s as 0 | 1 | 2 | 3))).toEqual([6, 1, 3, 2]);
  });
});
