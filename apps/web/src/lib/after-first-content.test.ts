import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContent, firstContentLimitMs } from './after-first-content.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A query whose answer the test gives when it wants. */
function pendingQuery(queryClient: QueryClient) {
  let answer: (value: number) => void = () => {};
  const fetched = queryClient.fetchQuery({
    queryKey: ['screen'],
    queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
  });
  return { answer: (value: number) => answer(value), fetched };
}

describe('afterFirstContent', () => {
  it('waits until the screen has its data, then runs once when idle', async () => {
    const queryClient = new QueryClient();
    const query = pendingQuery(queryClient);
    const run = vi.fn();
    afterFirstContent(queryClient, run);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).not.toHaveBeenCalled();

    query.answer(1);
    await query.fetched;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(firstContentLimitMs);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the limit while a request still hangs', async () => {
    const queryClient = new QueryClient();
    pendingQuery(queryClient);
    const run = vi.fn();
    afterFirstContent(queryClient, run);
    await vi.advanceTimersByTimeAsync(firstContentLimitMs - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    const queryClient = new QueryClient();
    const run = vi.fn();
    const cancel = afterFirstContent(queryClient, run);
    cancel();
    await vi.advanceTimersByTimeAsync(firstContentLimitMs);
    expect(run).not.toHaveBeenCalled();
  });
});
