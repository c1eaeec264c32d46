import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('greetingKey', () => {
  it('follows the time of day', () => {
    expect(greetingKey(4)).toBe('workplace.evening');
    expect(greetingKey(5)).toBe('workplace.morning');
    expect(greetingKey(10)).toBe('workplace.morning');
    expect(greetingKey(12)).toBe('workplace.noon');
    expect(greetingKey(15)).toBe('workplace.afternoon');
    expect(greetingKey(18)).toBe('workplace.evening');
    expect(greetingKey(23)).toBe('workplace.evening');
  });
});
