import { describe, expect, it } from 'vitest';
import { isApproximateLocation, locationNoteKey } from './location';

describe('location source', () => {
  it('calls a district centre approximate, a missing point none, and says nothing of a pin', () => {
    expect(isApproximateLocation('district')).toBe(true);
    expect(isApproximateLocation('pinned')).toBe(false);
    expect(locationNoteKey('district', true)).toBe('location.approximate');
    expect(locationNoteKey('pinned', true)).toBeNull();
    expect(locationNoteKey('geocoded', true)).toBeNull();
    expect(locationNoteKey(null, false)).toBe('location.none');
  });
});
