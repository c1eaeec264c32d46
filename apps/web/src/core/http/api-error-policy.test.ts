import { describe, expect, it } from 'vitest';
import { decideApiErrorAction } from './api-error-policy';

const err = (code: number, httpStatus = 200, extra: { data?: unknown; path?: string; quiet?: boolean } = {}) => ({
  code,
  httpStatus,
  message: 'm',
  data: extra.data ?? null,
  path: extra.path ?? '/crm/customers',
  quiet: extra.quiet ?? false,
});
const withToken = { hasToken: true };

describe('decideApiErrorAction (spec 001 §8)', () => {
  it('maps each body code to its behaviour', () => {
    expect(decideApiErrorAction(err(403), withToken)).toEqual({ kind: 'session-ended', message: 'm' });
    expect(decideApiErrorAction(err(402), withToken)).toEqual({ kind: 'no-operation-permission', message: 'm' });
    expect(decideApiErrorAction(err(401), withToken)).toEqual({ kind: 'no-auth-page', message: 'm' });
    expect(decideApiErrorAction(err(405), withToken)).toEqual({ kind: 'exception-page', message: 'm' });
  });

  it('opens the picking-task confirm for 4091 of type picking_task, with or without an id', () => {
    expect(decideApiErrorAction(err(4091, 200, { data: { type: 'picking_task', id: 7 } }), withToken)).toEqual({ kind: 'picking-task', taskId: 7 });
    expect(decideApiErrorAction(err(4091, 200, { data: { type: 'picking_task', id: null } }), withToken)).toEqual({ kind: 'picking-task', taskId: null });
    expect(decideApiErrorAction(err(4091, 200, { data: { type: 'other' } }), withToken)).toEqual({ kind: 'toast', message: 'm' });
  });

  it('handles HTTP 403 and 401 by status', () => {
    expect(decideApiErrorAction(err(403, 403), withToken)).toEqual({ kind: 'forbidden', message: 'm' });
    expect(decideApiErrorAction(err(401, 401), withToken)).toEqual({ kind: 'unauthorized', logout: true });
    expect(decideApiErrorAction(err(401, 401), { hasToken: false })).toEqual({ kind: 'unauthorized', logout: false });
    expect(decideApiErrorAction(err(401, 401, { path: '/auth/login' }), { hasToken: false })).toEqual({ kind: 'none' });
  });

  it('toasts any other code unless the caller shows it itself', () => {
    expect(decideApiErrorAction(err(422), withToken)).toEqual({ kind: 'toast', message: 'm' });
    expect(decideApiErrorAction(err(500, 500), withToken)).toEqual({ kind: 'toast', message: 'm' });
    expect(decideApiErrorAction(err(409, 200, { quiet: true }), withToken)).toEqual({ kind: 'none' });
    expect(decideApiErrorAction(err(422, 200, { path: '/auth/login' }), withToken)).toEqual({ kind: 'none' });
    // quiet callers still get the session and access handling
    expect(decideApiErrorAction(err(403, 200, { quiet: true }), withToken).kind).toBe('session-ended');
  });

  it('shows nothing for a 401 coming back while logging out (issue 14 defect 5)', () => {
    expect(decideApiErrorAction(err(401, 401), { hasToken: true, sessionEnding: true })).toEqual({ kind: 'none' });
    expect(decideApiErrorAction(err(401), { hasToken: true, sessionEnding: true })).toEqual({ kind: 'none' });
    expect(decideApiErrorAction(err(403), { hasToken: false, sessionEnding: true })).toEqual({ kind: 'none' });
    expect(decideApiErrorAction(err(422), { hasToken: true, sessionEnding: true })).toEqual({ kind: 'toast', message: 'm' });
  });
});
