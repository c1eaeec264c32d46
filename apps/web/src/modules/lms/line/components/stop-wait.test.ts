import { describe, expect, it } from 'vitest';
import { serviceStart } from './stop-wait';

describe('when service starts at a stop', () => {
  it('is the arrival plus the wait for the slot, or nothing when the car does not wait', () => {
    expect(serviceStart('2026-11-30 08:41:30', 1110)).toBe('09:00');
    expect(serviceStart('2026-11-30 08:41:30', 0)).toBeNull();
    expect(serviceStart(null, 600)).toBeNull();
  });
});
