import { formatCallTimer } from '@pawndesk/domain/phone';
import { useEffect, useState } from 'react';

/** The mm:ss since the call was confirmed, ticking every second. */
export function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="pd-dial-timer" data-testid="dial-pad-timer">
      {formatCallTimer((now - since) / 1000)}
    </div>
  );
}
