import type { CallLogDto } from '@pawndesk/domain/call-logs';
import type { SipAccountDto } from '@pawndesk/domain/phone-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSipPhone,
  type NewSessionEvent,
  type PhoneDeps,
  type SipSession,
  type SipSessionEvent,
} from './sip-phone.ts';

const account: SipAccountDto = {
  websocketUrl: 'ws://127.0.0.1:8088',
  domain: 'pawndesk.local',
  extension: '2001',
  username: '1999999999:2001',
  password: 'c2VjcmV0',
  expiresAt: '2099-01-01T00:00:00.000Z',
  stunServers: [],
};

type Handlers = Record<string, ((event: never) => void)[]>;

function emitter() {
  const handlers: Handlers = {};
  return {
    on(event: string, listener: (event: never) => void) {
      handlers[event] = [...(handlers[event] ?? []), listener];
    },
    emit(event: string, payload: unknown = {}) {
      for (const listener of handlers[event] ?? []) {
        listener(payload as never);
      }
    },
  };
}

function fakeSession(id: string) {
  const events = emitter();
  let ended = false;
  const session: SipSession & { emit: (event: string, payload?: SipSessionEvent) => void } = {
    id,
    on: events.on,
    emit: events.emit,
    answer: vi.fn(),
    terminate: vi.fn(),
    isEnded: () => ended,
  };
  const end = (event: 'ended' | 'failed', payload: SipSessionEvent) => {
    ended = true;
    events.emit(event, payload);
  };
  return { session, end };
}

function setup() {
  const ua = emitter();
  const calls: string[] = [];
  let onCall: ((target: string) => void) | undefined;
  const log = (id: number, status: CallLogDto['status'] = 'MISSED') =>
    ({ id, status }) as CallLogDto;
  const deps = {
    loadAccount: vi.fn(async () => account),
    createUserAgent: vi.fn(() => ({
      on: ua.on,
      start: vi.fn(),
      stop: vi.fn(),
      call: (target: string) => {
        calls.push(target);
        onCall?.(target);
        return {} as SipSession;
      },
    })),
    callLogs: {
      create: vi.fn(async () => log(41)),
      latest: vi.fn(async () => log(7)),
      update: vi.fn(async () => undefined),
      linkOrder: vi.fn(async () => undefined),
    },
    isCallLogExists: (error: unknown) => error === 'exists',
    messages: { info: vi.fn(), error: vi.fn(), notify: vi.fn() },
    ringtone: { play: vi.fn(), stop: vi.fn() },
    playRemote: vi.fn(),
    now: vi.fn(() => 1_000_000),
  } satisfies PhoneDeps;
  const phone = createSipPhone(deps);
  const incoming = (from: string, callId = 'call-1') => {
    const made = fakeSession(callId);
    const event: NewSessionEvent = {
      originator: 'remote',
      session: made.session,
      request: { call_id: callId, from: { uri: { user: from } } },
    };
    ua.emit('newRTCSession', event);
    return made;
  };
  const outgoing = () => {
    let made: ReturnType<typeof fakeSession> | undefined;
    onCall = () => {
      made = fakeSession('out-1');
      ua.emit('newRTCSession', {
        originator: 'local',
        session: made.session,
        request: { call_id: 'out-1', from: { uri: { user: account.extension } } },
      });
    };
    return () => made;
  };
  return { phone, deps, ua, calls, incoming, outgoing };
}

async function started() {
  const made = setup();
  made.phone.start();
  await vi.waitFor(() => expect(made.deps.createUserAgent).toHaveBeenCalled());
  made.ua.emit('registered');
  return made;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the connected flag (A§4.3)', () => {
  it('should connect at the first registration and say so', async () => {
    const { phone, deps } = await started();
    expect(phone.snapshot().connected).toBe(true);
    expect(deps.messages.info).toHaveBeenCalledWith('SUCCESSFULLY_CONNECTED_TO_PHONE_SERVICE');
  });

  it('should drop at once on a lost connection and show the error only after 3 s', async () => {
    const { phone, deps, ua } = await started();
    ua.emit('disconnected');
    expect(phone.snapshot().connected).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(deps.messages.error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.messages.error).toHaveBeenCalledWith('PHONE_SERVICE_DISCONNECTED');
    // JsSIP's retries fail again: one error per outage.
    ua.emit('disconnected');
    vi.advanceTimersByTime(5000);
    expect(deps.messages.error).toHaveBeenCalledTimes(1);
    ua.emit('registered');
    expect(phone.snapshot().connected).toBe(true);
  });

  it('should not show the error when the connection is back within 3 s', async () => {
    const { phone, deps, ua } = await started();
    ua.emit('disconnected');
    vi.advanceTimersByTime(1000);
    ua.emit('registered');
    vi.advanceTimersByTime(5000);
    expect(deps.messages.error).not.toHaveBeenCalled();
    expect(phone.snapshot().connected).toBe(true);
  });

  it('should say FAILED_TO_CONNECT_TO_PHONE_SERVICE when the registration is refused', async () => {
    const { phone, deps, ua } = await started();
    ua.emit('registrationFailed', { cause: 'Authentication Error' });
    expect(phone.snapshot().connected).toBe(false);
    expect(deps.messages.error).toHaveBeenCalledWith('FAILED_TO_CONNECT_TO_PHONE_SERVICE');
  });
});

describe('calls and their logs (A§4.3, A§7)', () => {
  it('should refuse an invalid number and open the pad with it instead', async () => {
    const { phone, calls } = await started();
    expect(phone.call('12 ab')).toBe(false);
    expect(calls).toEqual([]);
    expect(phone.snapshot()).toMatchObject({ number: '12', isPadOpen: true, state: 'IDLE' });
  });

  it('should call out, log MISSED first with the reference, link the order, and end ANSWERED with the duration', async () => {
    const { phone, deps, calls, outgoing } = await started();
    const session = outgoing();
    expect(phone.call('0912 345 678', { type: 'ORDER', id: 5 })).toBe(true);
    expect(calls).toEqual(['sip:0912345678@pawndesk.local']);
    expect(phone.snapshot().state).toBe('CONNECTING');
    const made = session();
    if (!made) {
      throw new Error('no session');
    }
    await vi.waitFor(() => expect(deps.callLogs.linkOrder).toHaveBeenCalledWith(5, 41));
    expect(deps.callLogs.create).toHaveBeenCalledWith({
      cseq: 'out-1',
      direction: 'OUTBOUND',
      status: 'MISSED',
      extension: '2001',
      remote: '0912345678',
      duration: 0,
      ref: { type: 'ORDER', id: 5 },
    });
    made.session.emit('progress');
    expect(phone.snapshot().state).toBe('RINGING');
    made.session.emit('confirmed');
    expect(phone.snapshot().state).toBe('TALKING');
    deps.now.mockReturnValue(1_012_400);
    made.end('ended', { originator: 'local', cause: 'Terminated' });
    expect(phone.snapshot()).toMatchObject({ state: 'IDLE', call: null });
    await vi.waitFor(() =>
      expect(deps.callLogs.update).toHaveBeenLastCalledWith(41, {
        status: 'ANSWERED',
        duration: 12,
        extension: '2001',
      }),
    );
    expect(deps.callLogs.update).toHaveBeenCalledWith(41, {
      status: 'ANSWERED',
      duration: 0,
      extension: '2001',
    });
  });

  it('should ring on an inbound call, and log CANCELLED when the agent rejects it', async () => {
    const { phone, deps, incoming } = await started();
    const made = incoming('1002');
    expect(phone.snapshot()).toMatchObject({ state: 'HAVING_CALL', isPadOpen: true });
    expect(deps.ringtone.play).toHaveBeenCalled();
    expect(deps.messages.notify).toHaveBeenCalledWith('YOURE_HAVING_AN_INBOUND_CALL_ON_CRM');
    phone.hangup();
    expect(made.session.terminate).toHaveBeenCalledWith({
      status_code: 486,
      reason_phrase: 'Busy Here',
    });
    made.end('failed', { originator: 'local', cause: 'Rejected' });
    expect(deps.ringtone.stop).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(deps.callLogs.update).toHaveBeenCalledWith(41, {
        status: 'CANCELLED',
        duration: 0,
        extension: '2001',
      }),
    );
  });

  it('should turn a second inbound call away as busy', async () => {
    const { phone, incoming } = await started();
    incoming('1002', 'a');
    const second = incoming('1003', 'b');
    expect(second.session.terminate).toHaveBeenCalledWith({
      status_code: 486,
      reason_phrase: 'Busy Here',
    });
    expect(phone.snapshot().call?.remote).toBe('1002');
  });

  it('should use the existing log after 6001 and say someone else picked up, leaving the log alone', async () => {
    const { phone, deps, incoming } = await started();
    deps.callLogs.create.mockRejectedValueOnce('exists');
    const made = incoming('1002');
    await vi.waitFor(() => expect(deps.callLogs.latest).toHaveBeenCalledWith('1002'));
    made.end('failed', {
      originator: 'remote',
      cause: 'Canceled',
      message: { getHeader: () => 'SIP;cause=200;text="Call completed elsewhere"' },
    });
    expect(deps.messages.info).toHaveBeenCalledWith('SOMEONE_ELSE_PICKED_UP_THE_CALL', {
      number: '1002',
    });
    expect(phone.snapshot().state).toBe('IDLE');
    await Promise.resolve();
    expect(deps.callLogs.update).not.toHaveBeenCalled();
  });

  it('should show a failure cause as its PHONE_{cause} message', async () => {
    const { phone, deps, outgoing } = await started();
    const session = outgoing();
    phone.call('1002');
    session()?.end('failed', { originator: 'remote', cause: 'Unavailable' });
    expect(deps.messages.error).toHaveBeenCalledWith('PHONE_UNAVAILABLE');
    await vi.waitFor(() =>
      expect(deps.callLogs.update).toHaveBeenCalledWith(41, {
        status: 'FAILED',
        duration: 0,
        extension: '2001',
      }),
    );
  });
});
