import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

describe('every', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs on its timer and, once stopped, neither runs again nor lets the run in progress go on', async () => {
    const signals: AbortSignal[] = [];
    const stop = every('test-job', 1, async (signal) => {
      signals.push(signal);
    });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(false);
    stop();
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(signals).toHaveLength(2);
  });

  it('starting a name again stops the earlier one, its run in progress included', async () => {
    const first: AbortSignal[] = [];
    const second: AbortSignal[] = [];
    every('test-job', 1, async (signal) => {
      first.push(signal);
    });
    await vi.advanceTimersByTimeAsync(1_000);
    const stop = every('test-job', 1, async (signal) => {
      second.push(signal);
    });
    expect(first[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    stop();
  });
});
