import { describe, expect, it } from 'vitest';
import { idParamOf } from './record-form-page';

describe('idParamOf', () => {
  it('reads `?id=` as a positive id from digits only', () => {
    expect(['1', '42', '007'].map(idParamOf)).toEqual([1, 42, 7]);
  });

  it('names no record for anything else, so a page answers not found at once instead of asking the server', () => {
    expect([null, '', '0', '-3', '1e3', '+5', ' 5', '1.5', 'abc', '99999999999999999999'].map(idParamOf)).toEqual(Array(10).fill(null));
  });
});
