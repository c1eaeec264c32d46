import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/http/http-error';
import { settleAction } from './settle-action';

const refusal = (quiet: boolean) => new ApiError({ code: 409, message: '出库单状态已变更', httpStatus: 200, data: null, path: '/wms/outbound_delivery_order/1/audit', requestId: null, quiet });

describe('settleAction', () => {
  it('resolves when the action is refused, so the confirmation closes and no rejection is left unhandled', async () => {
    const shown: string[] = [];
    const confirm = settleAction(() => Promise.reject(refusal(false)), (text) => shown.push(text));
    await expect(confirm()).resolves.toBeUndefined();
    // a loud call's refusal is the app-wide handler's toast: not shown twice
    expect(shown).toEqual([]);
  });

  it("shows a quiet call's refusal once itself", async () => {
    const shown: string[] = [];
    await settleAction(() => Promise.reject(refusal(true)), (text) => shown.push(text))();
    expect(shown).toEqual(['出库单状态已变更']);
  });

  it('passes the arguments and waits for the action', async () => {
    const action = vi.fn(async (id: number) => id);
    await settleAction(action, () => undefined)(7);
    expect(action).toHaveBeenCalledWith(7);
  });

  it('keeps a fault that is no answer of the server in the console, without rejecting', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(settleAction(() => { throw new TypeError('x is undefined'); }, () => undefined)()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
