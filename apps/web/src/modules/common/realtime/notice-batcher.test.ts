import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeBatcher } from './notice-batcher';

describe('createNoticeBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives one notice for events arriving close together', () => {
    const flush = vi.fn();
    const batcher = createNoticeBatcher<number>(flush, 1000);
    batcher.push(1);
    vi.advanceTimersByTime(600);
    batcher.push(2);
    vi.advanceTimersByTime(600);
    batcher.push(3);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(flush).toHaveBeenCalledExactlyOnceWith([1, 2, 3]);
  });

  it('starts a new batch after the quiet period', () => {
    const flush = vi.fn();
    const batcher = createNoticeBatcher<string>(flush, 1000);
    batcher.push('a');
    vi.advanceTimersByTime(1000);
    batcher.push('b');
    vi.advanceTimersByTime(1000);
    expect(flush.mock.calls).toEqual([[['a']], [['b']]]);
  });

  it('drops pending events when cancelled', () => {
    const flush = vi.fn();
    const batcher = createNoticeBatcher<number>(flush, 1000);
    batcher.push(1);
    batcher.cancel();
    vi.advanceTimersByTime(5000);
    expect(flush).not.toHaveBeenCalled();
  });
});
