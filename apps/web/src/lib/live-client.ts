import {
  type LiveChannel,
  type LiveClientMessage,
  liveChannels,
  liveCloseUnauthorized,
  reconnectDelay,
} from '@pawndesk/domain/live';
import { isRecord } from './is-record.ts';

/** The part of the browser WebSocket the client uses, so tests can hand in a fake one. */
export type LiveSocket = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number): void;
};

/**
 * idle: not connected and not trying. connecting / open: working. stopped: the token was refused
 * even after a refresh (the API client ends the session). reload-needed: reconnecting gave up.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'stopped' | 'reload-needed';

export type LiveListener = (data: unknown) => void;

export type LiveClientDeps = {
  url: string;
  getToken: () => string | undefined;
  refreshToken: () => Promise<boolean>;
  createSocket: (url: string) => LiveSocket;
};

export type LiveClient = {
  subscribe(channel: LiveChannel, listener: LiveListener): () => void;
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
  /**
   * Whether the console's tab is in view; told to the server after every (re)connect and on each
   * change, so an inbound call reaches a user with no tab in view as a push (decisions/0028).
   */
  setVisible(visible: boolean): void;
  close(): void;
};

function isLiveChannel(value: unknown): value is LiveChannel {
  return liveChannels.some((channel) => channel === value);
}

export function liveUrl(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`;
}

export function createLiveClient(deps: LiveClientDeps): LiveClient {
  const listeners = new Map<LiveChannel, Set<LiveListener>>();
  const statusListeners = new Set<() => void>();
  let socket: LiveSocket | undefined;
  let ready = false;
  let status: LiveStatus = 'idle';
  let attempt = 0;
  let refreshedSinceReady = false;
  let isVisible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by close(), so a refresh that resolves afterwards does not reopen a closed client.
  let generation = 0;

  function setStatus(next: LiveStatus): void {
    if (status !== next) {
      status = next;
      for (const listener of statusListeners) {
        listener();
      }
    }
  }

  function send(message: LiveClientMessage): void {
    socket?.send(JSON.stringify(message));
  }

  function handleMessage(event: MessageEvent): void {
    let message: unknown;
    try {
      message = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (!isRecord(message)) {
      return;
    }
    if (message.type === 'ready') {
      ready = true;
      attempt = 0;
      refreshedSinceReady = false;
      setStatus('open');
      // After every (re)connect the server knows nothing: say whether the tab is in view and
      // subscribe to every channel again.
      send({ type: 'visibility', visible: isVisible });
      for (const channel of listeners.keys()) {
        send({ type: 'subscribe', channel });
      }
      return;
    }
    if (message.type === 'event' && isLiveChannel(message.channel)) {
      for (const listener of listeners.get(message.channel) ?? []) {
        listener(message.data);
      }
    }
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelay(attempt);
    if (delay === undefined) {
      setStatus('reload-needed');
      return;
    }
    attempt += 1;
    setStatus('connecting');
    timer = setTimeout(connect, delay);
  }

  function handleClose(event: CloseEvent, usedToken: string): void {
    socket = undefined;
    ready = false;
    if (event.code !== liveCloseUnauthorized) {
      scheduleReconnect();
      return;
    }
    // The API client already refreshed the token since this socket opened: just use the new one.
    const current = deps.getToken();
    if (current && current !== usedToken) {
      connect();
      return;
    }
    // The token expired or was refused: refresh once, then reconnect straight away. A second
    // refusal without a successful start in between means the session itself is over.
    if (refreshedSinceReady) {
      setStatus('stopped');
      return;
    }
    refreshedSinceReady = true;
    setStatus('connecting');
    const started = generation;
    void deps.refreshToken().then((ok) => {
      if (started !== generation) {
        return;
      }
      if (ok) {
        connect();
      } else {
        setStatus('stopped');
      }
    });
  }

  function connect(): void {
    timer = undefined;
    const token = deps.getToken();
    if (!token) {
      setStatus('stopped');
      return;
    }
    setStatus('connecting');
    const next = deps.createSocket(deps.url);
    socket = next;
    next.onopen = () => {
      send({ type: 'auth', token });
    };
    next.onmessage = handleMessage;
    next.onclose = (event) => {
      // Ignore a socket this client already let go of.
      if (socket === next) {
        handleClose(event, token);
      }
    };
  }

  return {
    subscribe(channel, listener) {
      const existing = listeners.get(channel);
      const set = existing ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(channel, set);
      if (!existing && ready) {
        send({ type: 'subscribe', channel });
      }
      if (status === 'idle') {
        connect();
      }
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (ready) {
            send({ type: 'unsubscribe', channel });
          }
        }
      };
    },
    status: () => status,
    setVisible(visible) {
      if (visible !== isVisible) {
        isVisible = visible;
        if (ready) {
          send({ type: 'visibility', visible });
        }
      }
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    close() {
      generation += 1;
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      const current = socket;
      socket = undefined;
      ready = false;
      attempt = 0;
      refreshedSinceReady = false;
      current?.close(1000);
      setStatus('idle');
    },
  };
}
