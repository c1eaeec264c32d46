import { describe, expect, it } from 'vitest';
import { actionFlags, allowedActions, defineStates, startsFrom, targetsOf } from './document-states';

const NOTE = defineStates({
  states: [0, 1, 2],
  actions: {
    update: { from: [0], to: 0, permission: 'x:note:update' },
    audit: { from: [0], to: 1, permission: 'x:note:audit' },
    receive: { from: [1], to: [1, 2] },
    delete: { from: [0], to: null, permission: ['or', 'x:note:delete', 'x:note:admin'] },
  },
});

describe('document states', () => {
  it('offers the actions that start from a state, in the declaration’s order', () => {
    expect(allowedActions(NOTE, 0)).toEqual(['update', 'audit', 'delete']);
    expect(allowedActions(NOTE, 1)).toEqual(['receive']);
    expect(allowedActions(NOTE, 2)).toEqual([]);
    expect(startsFrom(NOTE, 'audit', 0)).toBe(true);
    expect(startsFrom(NOTE, 'audit', 1)).toBe(false);
  });

  it('asks `can` about each permission; an action without one is offered by state alone', () => {
    const granted = new Set(['x:note:audit']);
    const can = (rule: unknown) => (typeof rule === 'string' ? granted.has(rule) : false);
    expect(allowedActions(NOTE, 0, can)).toEqual(['audit']);
    expect(allowedActions(NOTE, 1, () => false)).toEqual(['receive']);
    expect(actionFlags(NOTE, 0, can)).toEqual({ update: false, audit: true, receive: false, delete: false });
  });

  it('names the states an action leads to: one, several, or none for a delete', () => {
    expect(targetsOf(NOTE, 'audit')).toEqual([1]);
    expect(targetsOf(NOTE, 'receive')).toEqual([1, 2]);
    expect(targetsOf(NOTE, 'delete')).toEqual([]);
  });
});
