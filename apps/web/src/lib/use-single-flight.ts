import { useRef, useState } from 'react';

/**
 * One task at a time: a call while one runs does nothing, so a double click on "print" or "save"
 * sends one request. The flag is a ref, set before any await, so a second click in the same tick
 * sees it; `isRunning` is the same for the buttons' loading state.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [isRunning, setIsRunning] = useState(false);
  const run = async (task: () => Promise<void>): Promise<void> => {
    if (running.current) {
      return;
    }
    running.current = true;
    setIsRunning(true);
    try {
      await task();
    } finally {
      running.current = false;
      setIsRunning(false);
    }
  };
  return { run, isRunning };
}
