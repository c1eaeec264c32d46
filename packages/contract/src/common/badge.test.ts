import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('shows nothing for zero, negative, missing or invalid counts', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(null)).toBe('');
    expect(badgeText(undefined)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  it('shows the count up to 99 and caps it at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});
