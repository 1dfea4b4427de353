import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `from` and calls `onDone` once when it reaches zero. */
export function useCountdown(from: number, onDone: () => void): number {
  const [left, setLeft] = useState(from);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  return left;
}
