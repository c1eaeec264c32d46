import { describe, expect, it } from 'vitest';
import { formatVolume } from './measure';

describe('formatVolume', () => {
  it('shows at most three decimals, rounded half up, without trailing zeros', () => {
    expect(formatVolume('0.012500')).toBe('0.013');
    expect(formatVolume('0.012499')).toBe('0.012');
    expect(formatVolume('1.500000')).toBe('1.5');
    expect(formatVolume('12.000')).toBe('12');
    expect(formatVolume('0.999500')).toBe('1');
    expect(formatVolume(0.1 + 0.2)).toBe('0.3');
  });

  it('keeps a sign, shows nothing as 0 and other text as it is', () => {
    expect(formatVolume('-2.345600')).toBe('-2.346');
    expect(formatVolume('-0.000100')).toBe('0');
    expect(formatVolume(null)).toBe('0');
    expect(formatVolume('-')).toBe('-');
  });
});
