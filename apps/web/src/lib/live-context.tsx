import type { LiveChannel } from '@pawndesk/domain/live';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { api } from './api.ts';
import { createLiveClient, type LiveClient, type LiveStatus, liveUrl } from './live-client.ts';
import { sessionStore } from './session.ts';

const LiveContext = createContext<LiveClient | null>(null);

/** One live connection per signed-in shell; it closes when the shell unmounts (logout). */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<LiveClient | null>(null);
  useEffect(() => {
    const next = createLiveClient({
      url: liveUrl(window.location),
      getToken: () => sessionStore.getState().session?.accessToken,
      refreshToken: () => api.refreshAccessToken(),
      createSocket: (url) => new WebSocket(url),
    });
    setClient(next);
    const reportVisibility = () => next.setVisible(document.visibilityState === 'visible');
    reportVisibility();
    document.addEventListener('visibilitychange', reportVisibility);
    return () => {
      document.removeEventListener('visibilitychange', reportVisibility);
      next.close();
    };
  }, []);
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

/** Calls `onEvent` with each event's data on `channel` for as long as the component is mounted. */
export function useLiveChannel(channel: LiveChannel, onEvent: (data: unknown) => void): void {
  const client = useContext(LiveContext);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!client) {
      return;
    }
    return client.subscribe(channel, (data) => latest.current(data));
  }, [client, channel]);
}

export function useLiveStatus(): LiveStatus {
  const client = useContext(LiveContext);
  const subscribe = useCallback(
    (listener: () => void) => (client ? client.onStatus(listener) : () => {}),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client?.status() ?? 'idle');
}
