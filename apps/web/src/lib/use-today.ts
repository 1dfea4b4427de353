import { businessDate, msUntilNextBusinessDay } from '@pawndesk/domain/dates';
import { useEffect, useState } from 'react';

function readToday(): string {
  return businessDate(new Date());
}

/**
 * Today's business date (YYYY-MM-DD, Asia/Ho_Chi_Minh). A console left open overnight must not
 * keep offering yesterday as "today", so the component re-renders at the next business midnight.
 * Timers are late or paused while a laptop sleeps or a tab is in the background, so the date is
 * also read again when the window regains focus or becomes visible.
 */
export function useToday(): string {
  const [today, setToday] = useState(readToday);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Re-arms after every reading, so a timer that fires early (clock changes) simply waits again
    // instead of leaving the date stuck; an unchanged string does not re-render.
    const refresh = () => {
      setToday(readToday());
      clearTimeout(timer);
      timer = setTimeout(refresh, msUntilNextBusinessDay(new Date()));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        refresh();
      }
    };
    // The date may have changed between the first render and this effect.
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return today;
}
