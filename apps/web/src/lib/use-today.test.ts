import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today.ts';

// 23:59:59 on 31 March in Ho Chi Minh City (UTC+7) is 16:59:59 UTC: still 31 March in UTC too,
// and 1 April starts one second later in Vietnam but seven hours later in UTC.
const lastSecondOfMarch = new Date('2025-03-31T16:59:59.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(lastSecondOfMarch);
});

describe('useToday', () => {
  it('should answer the Ho Chi Minh business date when rendered', () => {
    vi.setSystemTime(new Date('2025-03-31T17:30:00.000Z'));

    const { result } = renderHook(() => useToday());

    expect(result.current).toBe('2025-04-01');
  });

  it('should move to the next date when Ho Chi Minh midnight passes', () => {
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2025-03-31');

    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('2025-03-31');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('2025-04-01');
  });

  it('should keep following the date when the page stays open for days', () => {
    const { result } = renderHook(() => useToday());

    act(() => vi.advanceTimersByTime(1000 + 24 * 60 * 60 * 1000));

    expect(result.current).toBe('2025-04-02');
  });

  it('should read the date again when the window regains focus after the timer was held back', () => {
    const { result } = renderHook(() => useToday());
    // A sleeping laptop: the clock moves on, the timer has not fired.
    vi.setSystemTime(new Date('2025-04-03T02:00:00.000Z'));

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(result.current).toBe('2025-04-03');
  });

  it('should read the date again when the tab becomes visible', () => {
    const { result } = renderHook(() => useToday());
    vi.setSystemTime(new Date('2025-04-03T02:00:00.000Z'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(result.current).toBe('2025-04-03');
  });

  it('should stop its timer when the component unmounts', () => {
    const { unmount } = renderHook(() => useToday());

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});
