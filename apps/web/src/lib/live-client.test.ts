import { reconnectDelay } from '@pawndesk/domain/live';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket.ts';
import { createLiveClient } from './live-client.ts';

function setup(refreshOk = true) {
  let token = 'token-1';
  const refreshToken = vi.fn(async () => {
    token = 'token-2';
    return refreshOk;
  });
  const client = createLiveClient({
    url: 'ws://localhost/live',
    getToken: () => token,
    refreshToken,
    createSocket: (url) => new FakeSocket(url),
  });
  return { client, refreshToken };
}

/** Open the latest socket and let the server accept the token. */
function accept(): FakeSocket {
  const socket = FakeSocket.latest();
  socket.open();
  socket.receive({ type: 'ready' });
  return socket;
}

beforeEach(() => {
  FakeSocket.created = [];
  vi.useFakeTimers();
});

describe('live client', () => {
  it('authenticates, subscribes after ready and delivers events of its channel only', () => {
    const { client } = setup();
    const onCallLog = vi.fn();
    const onOrder = vi.fn();
    client.subscribe('call-logs', onCallLog);
    client.subscribe('orders', onOrder);
    expect(FakeSocket.created).toHaveLength(1);
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.receive({ type: 'ready' });
    expect(socket.sent.slice(1)).toEqual([
      { type: 'visibility', visible: false },
      { type: 'subscribe', channel: 'call-logs' },
      { type: 'subscribe', channel: 'orders' },
    ]);
    expect(client.status()).toBe('open');
    socket.receive({ type: 'event', channel: 'call-logs', data: { id: 1 } });
    expect(onCallLog).toHaveBeenCalledWith({ id: 1 });
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('reconnects after 1 s, then 3 s more per attempt, and resubscribes every channel', () => {
    const { client } = setup();
    client.subscribe('call-logs', () => {});
    client.subscribe('payment-reminder', () => {});
    accept().drop();
    for (const [attempt, delay] of [1000, 4000, 7000, 10000].entries()) {
      expect(FakeSocket.created).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.created).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.created).toHaveLength(attempt + 2);
      FakeSocket.latest().drop();
    }
    vi.advanceTimersByTime(13000);
    const socket = accept();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'visibility', visible: false },
      { type: 'subscribe', channel: 'call-logs' },
      { type: 'subscribe', channel: 'payment-reminder' },
    ]);
  });

  it('tells the server whether the tab is in view after every ready and on each change only', () => {
    const { client } = setup();
    client.setVisible(true);
    client.subscribe('call-logs', () => {});
    const socket = accept();
    expect(socket.sent.slice(1, 2)).toEqual([{ type: 'visibility', visible: true }]);
    socket.sent.length = 0;
    client.setVisible(true);
    client.setVisible(false);
    client.setVisible(false);
    expect(socket.sent).toEqual([{ type: 'visibility', visible: false }]);
    socket.drop();
    client.setVisible(true);
    vi.advanceTimersByTime(1000);
    const next = accept();
    expect(next.sent.slice(1, 2)).toEqual([{ type: 'visibility', visible: true }]);
  });

  it('starts the schedule again after a successful reconnect', () => {
    const { client } = setup();
    client.subscribe('orders', () => {});
    accept().drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(4000);
    accept().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.created).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created).toHaveLength(4);
  });

  it('gives up when the delay reaches 6,000,000 ms and asks for a reload', () => {
    const { client } = setup();
    const onStatus = vi.fn();
    client.onStatus(onStatus);
    client.subscribe('orders', () => {});
    let attempts = 0;
    while (reconnectDelay(attempts) !== undefined) {
      attempts += 1;
    }
    FakeSocket.latest().drop();
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      vi.advanceTimersByTime(reconnectDelay(attempt) ?? 0);
      FakeSocket.latest().drop();
    }
    expect(FakeSocket.created).toHaveLength(attempts + 1);
    expect(client.status()).toBe('reload-needed');
    vi.advanceTimersByTime(10 * 6_000_000);
    expect(FakeSocket.created).toHaveLength(attempts + 1);
    expect(onStatus).toHaveBeenCalled();
  });

  it('refreshes the token once on 4401 and reconnects at once with the new token', async () => {
    const { client, refreshToken } = setup();
    client.subscribe('orders', () => {});
    FakeSocket.latest().open();
    FakeSocket.latest().drop(4401);
    await vi.waitFor(() => expect(FakeSocket.created).toHaveLength(2));
    expect(refreshToken).toHaveBeenCalledTimes(1);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'token-2' });
    // Refused again before ever becoming ready: the session is over, no loop of refreshes.
    FakeSocket.latest().drop(4401);
    await Promise.resolve();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(client.status()).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('reconnects with a token refreshed elsewhere without refreshing again', () => {
    let token = 'token-1';
    const refreshToken = vi.fn(async () => true);
    const client = createLiveClient({
      url: 'ws://localhost/live',
      getToken: () => token,
      refreshToken,
      createSocket: (url) => new FakeSocket(url),
    });
    client.subscribe('orders', () => {});
    accept();
    // An HTTP call hit 401 and the API client refreshed; then the server closes the old socket.
    token = 'token-2';
    FakeSocket.latest().drop(4401);
    expect(FakeSocket.created).toHaveLength(2);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'token-2' });
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('stops when the refresh fails', async () => {
    const { client } = setup(false);
    client.subscribe('orders', () => {});
    FakeSocket.latest().drop(4401);
    await vi.waitFor(() => expect(client.status()).toBe('stopped'));
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('close() cancels a pending reconnect', () => {
    const { client } = setup();
    client.subscribe('orders', () => {});
    accept().drop();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(client.status()).toBe('idle');
  });
});
