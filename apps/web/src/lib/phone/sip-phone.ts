import type { CallLogDto } from '@pawndesk/domain/call-logs';
import {
  type CallDirection,
  callDurationSeconds,
  callStatusAtEnd,
  dialPadNumber,
  initialCallStatus,
  isAnsweredElsewhere,
  isDialable,
  nextPhoneState,
  type PhoneEvent,
  type PhoneState,
  phoneCauseKey,
  phoneConstants,
} from '@pawndesk/domain/phone';
import type { SipAccountDto } from '@pawndesk/domain/phone-api';

/**
 * The console's phone (PHONE-1..6): one SIP user agent for the signed-in user, the A§4.3 state
 * machine, the call log of each call and the A§8 messages. It knows nothing of React; the shell
 * reads it through `subscribe`/`snapshot` (lib/phone/phone-context.tsx). JsSIP sits behind the
 * small `SipUserAgent` seam so the rules can be driven without a browser's WebRTC.
 */

export type CallRef = { type: 'ORDER' | 'CLIENT'; id: number };

/** The parts of a JsSIP RTCSession the phone uses. */
export type SipSession = {
  id: string;
  on(event: string, listener: (event: SipSessionEvent) => void): void;
  answer(options: object): void;
  terminate(options?: { status_code?: number; reason_phrase?: string }): void;
  isEnded(): boolean;
  connection?: RTCPeerConnection | null;
};

export type SipSessionEvent = {
  originator?: string;
  cause?: string;
  message?: { getHeader?: (name: string) => string | undefined } | null;
  peerconnection?: RTCPeerConnection;
  candidate?: RTCIceCandidate;
  ready?: () => void;
};

export type NewSessionEvent = {
  originator: string;
  session: SipSession;
  request: { call_id: string; from: { uri: { user: string } } };
};

/** The parts of a JsSIP UA the phone uses. */
export type SipUserAgent = {
  on(event: 'newRTCSession', listener: (event: NewSessionEvent) => void): void;
  on(event: string, listener: (event: { cause?: string }) => void): void;
  start(): void;
  stop(): void;
  call(target: string, options: object): SipSession;
};

export type CallLogInput = {
  cseq: string;
  direction: CallDirection;
  status: CallLogDto['status'];
  extension: string;
  remote: string;
  duration: number;
  ref?: CallRef;
};

export type PhoneDeps = {
  loadAccount(): Promise<SipAccountDto>;
  createUserAgent(account: SipAccountDto): SipUserAgent;
  callLogs: {
    create(input: CallLogInput): Promise<CallLogDto>;
    /** The newest log of a number (the one another device of mine already created). */
    latest(remote: string): Promise<CallLogDto | undefined>;
    update(
      id: number,
      input: { status: CallLogDto['status']; duration: number; extension: string },
    ): Promise<unknown>;
    linkOrder(orderId: number, callId: number): Promise<unknown>;
  };
  /** A 6001 refusal: this call already has a log (another device of mine created it). */
  isCallLogExists(error: unknown): boolean;
  messages: {
    info(key: string, values?: Record<string, string>): void;
    error(key: string, values?: Record<string, string>): void;
    /** The browser's own notification, shown when the console is not in front. */
    notify(key: string): void;
  };
  ringtone: { play(): void; stop(): void };
  playRemote(stream: MediaStream): void;
  now(): number;
};

export type ActiveCall = {
  direction: CallDirection;
  remote: string;
  ref: CallRef | null;
  startedAt: number;
  confirmedAt: number | null;
};

export type PhoneSnapshot = {
  state: PhoneState;
  /** Follows registration (A§4.3): false until registered, and at once on a lost connection. */
  connected: boolean;
  call: ActiveCall | null;
  /** The number in the dial pad. */
  number: string;
  isPadOpen: boolean;
  extension: string | null;
};

type Live = {
  session: SipSession;
  info: ActiveCall;
  /** The call log's id once created (or found); patches wait for it. */
  logId: Promise<number | undefined>;
  isOver: boolean;
};

const initial: PhoneSnapshot = {
  state: 'IDLE',
  connected: false,
  call: null,
  number: '',
  isPadOpen: false,
  extension: null,
};

/** Asks for fresh credentials this long before the issued ones run out. */
const credentialMarginMs = 10 * 60 * 1000;

export function createSipPhone(deps: PhoneDeps) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  let ua: SipUserAgent | undefined;
  let account: SipAccountDto | undefined;
  let live: Live | undefined;
  let isRegistered = false;
  let isStopped = false;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let disconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let renewWhenIdle = false;
  /** PHONE_SERVICE_DISCONNECTED was shown for this outage (JsSIP retries, each retry fails again). */
  let isDownReported = false;

  function set(patch: Partial<PhoneSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) {
      listener();
    }
  }

  function move(event: PhoneEvent): void {
    set({ state: nextPhoneState(snapshot.state, event) });
  }

  function mediaOptions(): object {
    return {
      mediaConstraints: { audio: true, video: false },
      rtcOfferConstraints: { offerToReceiveAudio: true, offerToReceiveVideo: false },
      pcConfig: {
        iceServers: (account?.stunServers ?? []).map((urls) => ({ urls })),
        iceCandidatePoolSize: phoneConstants.iceCandidatePoolSize,
      },
      sessionTimersExpires: phoneConstants.sessionTimersSeconds,
    };
  }

  // ----- registration and the connected flag -----

  function onRegistered(): void {
    const wasRegistered = isRegistered;
    isRegistered = true;
    isDownReported = false;
    clearTimeout(disconnectTimer);
    disconnectTimer = undefined;
    clearTimeout(connectTimer);
    if (wasRegistered && snapshot.connected) {
      return;
    }
    const connect = () => {
      if (isRegistered && !snapshot.connected) {
        set({ connected: true });
        deps.messages.info('SUCCESSFULLY_CONNECTED_TO_PHONE_SERVICE');
      }
    };
    // A registration that arrives while already registered shows connected after a delay (A§9).
    if (wasRegistered) {
      connectTimer = setTimeout(connect, phoneConstants.registeredToConnectedDelayMs);
    } else {
      connect();
    }
  }

  function onDown(): void {
    isRegistered = false;
    clearTimeout(connectTimer);
    if (snapshot.connected) {
      set({ connected: false });
    }
    if (disconnectTimer === undefined && !isDownReported) {
      disconnectTimer = setTimeout(() => {
        disconnectTimer = undefined;
        if (!snapshot.connected && !isStopped) {
          isDownReported = true;
          deps.messages.error('PHONE_SERVICE_DISCONNECTED');
        }
      }, phoneConstants.disconnectErrorDelayMs);
    }
  }

  function scheduleRenewal(current: SipAccountDto): void {
    clearTimeout(renewTimer);
    // setTimeout takes at most 2^31 - 1 ms; a longer delay would fire at once.
    const ms = Math.min(
      2 ** 31 - 1,
      Math.max(60_000, Date.parse(current.expiresAt) - Date.now() - credentialMarginMs),
    );
    renewTimer = setTimeout(() => {
      if (snapshot.state === 'IDLE') {
        void restart();
      } else {
        renewWhenIdle = true;
      }
    }, ms);
  }

  async function restart(): Promise<void> {
    renewWhenIdle = false;
    ua?.stop();
    ua = undefined;
    isRegistered = false;
    await connectAgent();
  }

  async function connectAgent(): Promise<void> {
    try {
      account = await deps.loadAccount();
    } catch {
      if (!isStopped) {
        deps.messages.error('FAILED_TO_CONNECT_TO_PHONE_SERVICE');
      }
      return;
    }
    if (isStopped) {
      return;
    }
    set({ extension: account.extension });
    const agent = deps.createUserAgent(account);
    ua = agent;
    agent.on('registered', () => {
      if (ua === agent) {
        onRegistered();
      }
    });
    agent.on('unregistered', () => {
      if (ua === agent) {
        onDown();
      }
    });
    agent.on('disconnected', () => {
      if (ua === agent) {
        onDown();
      }
    });
    agent.on('registrationFailed', () => {
      if (ua !== agent) {
        return;
      }
      onDown();
      deps.messages.error('FAILED_TO_CONNECT_TO_PHONE_SERVICE');
    });
    agent.on('newRTCSession', (event) => {
      if (ua === agent) {
        onNewSession(event);
      }
    });
    agent.start();
    scheduleRenewal(account);
  }

  // ----- calls -----

  async function createLog(info: ActiveCall, cseq: string): Promise<number | undefined> {
    const extension = account?.extension;
    if (!extension) {
      return undefined;
    }
    try {
      const log = await deps.callLogs.create({
        cseq,
        direction: info.direction,
        status: initialCallStatus,
        extension,
        remote: info.remote,
        duration: 0,
        ...(info.ref ? { ref: info.ref } : {}),
      });
      if (info.ref?.type === 'ORDER') {
        await deps.callLogs.linkOrder(info.ref.id, log.id).catch(() => undefined);
      }
      return log.id;
    } catch (error) {
      if (deps.isCallLogExists(error)) {
        // Another device of mine logged this call first: use its log (A§7).
        const existing = await deps.callLogs.latest(info.remote).catch(() => undefined);
        return existing?.id;
      }
      return undefined;
    }
  }

  function patchLog(current: Live, status: CallLogDto['status'], duration: number): void {
    const extension = account?.extension;
    void current.logId.then((id) => {
      if (id !== undefined && extension) {
        return deps.callLogs.update(id, { status, duration, extension }).catch(() => undefined);
      }
      return undefined;
    });
  }

  function attachMedia(session: SipSession, connection: RTCPeerConnection): void {
    connection.addEventListener('track', (event) => {
      deps.playRemote(event.streams[0] ?? new MediaStream([event.track]));
    });
    void session;
  }

  function finish(current: Live): void {
    current.isOver = true;
    deps.ringtone.stop();
    if (live === current) {
      live = undefined;
      set({ call: null });
      move('CALL_OVER');
    }
    if (renewWhenIdle) {
      void restart();
    }
  }

  function onNewSession({ originator, session, request }: NewSessionEvent): void {
    const direction: CallDirection = originator === 'local' ? 'OUTBOUND' : 'INBOUND';
    if (direction === 'INBOUND' && live) {
      // One call at a time: a second inbound call is turned away as busy.
      session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      return;
    }
    const remote = direction === 'OUTBOUND' ? (pendingDial?.number ?? '') : request.from.uri.user;
    const info: ActiveCall = {
      direction,
      remote,
      ref: direction === 'OUTBOUND' ? (pendingDial?.ref ?? null) : null,
      startedAt: deps.now(),
      confirmedAt: null,
    };
    pendingDial = undefined;
    const current: Live = { session, info, logId: Promise.resolve(undefined), isOver: false };
    live = current;
    current.logId = createLog(info, request.call_id);
    if (direction === 'INBOUND') {
      move('INCOMING');
      set({ call: info, number: remote, isPadOpen: true });
      deps.ringtone.play();
      deps.messages.notify('YOURE_HAVING_AN_INBOUND_CALL_ON_CRM');
    } else {
      set({ call: info, number: remote, isPadOpen: true });
    }

    if (session.connection) {
      attachMedia(session, session.connection);
    }
    session.on('peerconnection', (event) => {
      if (event.peerconnection) {
        attachMedia(session, event.peerconnection);
      }
    });
    // Gathering waits for every candidate; an unreachable STUN server must not hold the call up.
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    session.on('icecandidate', (event) => {
      if (readyTimer === undefined && event.ready) {
        readyTimer = setTimeout(event.ready, phoneConstants.iceReadyDelayMs);
      }
    });
    session.on('progress', () => {
      if (direction === 'OUTBOUND' && live === current) {
        move('PROGRESS');
      }
    });
    session.on('confirmed', () => {
      deps.ringtone.stop();
      const confirmedAt = deps.now();
      current.info = { ...current.info, confirmedAt };
      if (live === current) {
        set({ call: current.info });
        move('CONFIRMED');
      }
      patchLog(current, 'ANSWERED', 0);
    });
    session.on('ended', (event) => {
      clearTimeout(readyTimer);
      patchLog(
        current,
        callStatusAtEnd(direction, { confirmed: true }),
        callDurationSeconds(current.info.confirmedAt, deps.now()),
      );
      deps.messages.info(phoneCauseKey(event.cause ?? ''));
      finish(current);
    });
    session.on('failed', (event) => {
      clearTimeout(readyTimer);
      const cause = event.cause ?? '';
      const reason = event.message?.getHeader?.('Reason');
      if (direction === 'INBOUND' && event.originator === 'remote' && isAnsweredElsewhere(reason)) {
        // Another device of mine answered: that one logs the call.
        deps.messages.info('SOMEONE_ELSE_PICKED_UP_THE_CALL', { number: remote });
      } else {
        patchLog(current, callStatusAtEnd(direction, { confirmed: false, cause }), 0);
        if (event.originator === 'local' || cause === 'Canceled') {
          deps.messages.info(phoneCauseKey(cause));
        } else {
          deps.messages.error(phoneCauseKey(cause));
        }
      }
      finish(current);
    });
  }

  let pendingDial: { number: string; ref: CallRef | null } | undefined;

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot(): PhoneSnapshot {
      return snapshot;
    },
    start(): void {
      isStopped = false;
      void connectAgent();
    },
    stop(): void {
      isStopped = true;
      clearTimeout(connectTimer);
      clearTimeout(disconnectTimer);
      clearTimeout(renewTimer);
      deps.ringtone.stop();
      live?.session.terminate();
      ua?.stop();
      ua = undefined;
    },
    openPad(open = true): void {
      set({ isPadOpen: open });
    },
    setNumber(text: string): void {
      if (!live) {
        set({ number: dialPadNumber(text) });
      }
    },
    /**
     * Calls the number now when the phone is connected, idle and the number valid; otherwise
     * opens the dial pad with it, where the disabled call button says why. True when called.
     */
    call(text: string, ref: CallRef | null = null): boolean {
      const number = dialPadNumber(text);
      if (live) {
        set({ isPadOpen: true });
        return false;
      }
      set({ number, isPadOpen: true });
      if (!ua || !snapshot.connected || !isDialable(number) || !account) {
        return false;
      }
      pendingDial = { number, ref };
      move('DIAL');
      try {
        ua.call(`sip:${number}@${account.domain}`, mediaOptions());
      } catch {
        pendingDial = undefined;
        move('CALL_OVER');
        deps.messages.error('PHONE_INTERNAL_ERROR');
        return false;
      }
      return true;
    },
    answer(): void {
      if (live && live.info.direction === 'INBOUND' && snapshot.state === 'HAVING_CALL') {
        move('ANSWER');
        deps.ringtone.stop();
        live.session.answer(mediaOptions());
      }
    },
    /** Hangs up, cancels a ringing outbound call or rejects an inbound one. */
    hangup(): void {
      if (live && !live.session.isEnded()) {
        live.session.terminate(
          snapshot.state === 'HAVING_CALL'
            ? { status_code: 486, reason_phrase: 'Busy Here' }
            : undefined,
        );
      }
    },
  };
}

export type SipPhone = ReturnType<typeof createSipPhone>;
