import type { CallStatus } from './call-logs.ts';
import { vnPhonePattern } from './validation.ts';

/** The built-in phone's rules (A§2.7, A§4.3, A§5 dial pad, A§8 phone messages, A§9 constants). */

export const phoneConstants = {
  /** Session timers on every call (Session-Expires). */
  sessionTimersSeconds: 180,
  /** RTCPeerConnection iceCandidatePoolSize. */
  iceCandidatePoolSize: 255,
  /** How long after ICE candidates start arriving the call goes ahead without waiting for more. */
  iceReadyDelayMs: 2000,
  /** A registration while already registered shows connected after this delay. */
  registeredToConnectedDelayMs: 3000,
  /** A lost connection shows PHONE_SERVICE_DISCONNECTED when it is still down after this. */
  disconnectErrorDelayMs: 3000,
  /** The inbound ringtone's volume (it loops). */
  ringtoneVolume: 0.75,
  /** Call-log lists: the header's and the per-number one. */
  headerCallLogPageSize: 100,
  remoteCallLogPageSize: 20,
} as const;

export const phoneStates = [
  'IDLE',
  'CONNECTING',
  'RINGING',
  'PICKING_UP',
  'HAVING_CALL',
  'TALKING',
] as const;
export type PhoneState = (typeof phoneStates)[number];

export type PhoneEvent =
  /** The user starts an outbound call. */
  | 'DIAL'
  /** The far end rings (1xx on an outbound call). */
  | 'PROGRESS'
  /** An inbound call arrives. */
  | 'INCOMING'
  /** The user answers the inbound call. */
  | 'ANSWER'
  /** The call is confirmed (both sides talk). */
  | 'CONFIRMED'
  /** The call ended or failed and no call is left. */
  | 'CALL_OVER';

/**
 * The phone's state after an event (A§4.3), or the same state when the event does not apply there:
 * an inbound call in idle gives HAVING_CALL (another one during a call is turned away, the state
 * stays), a confirmed call gives TALKING, and with no call left the state returns to IDLE.
 */
export function nextPhoneState(state: PhoneState, event: PhoneEvent): PhoneState {
  switch (event) {
    case 'DIAL':
      return state === 'IDLE' ? 'CONNECTING' : state;
    case 'PROGRESS':
      return state === 'CONNECTING' ? 'RINGING' : state;
    case 'INCOMING':
      return state === 'IDLE' ? 'HAVING_CALL' : state;
    case 'ANSWER':
      return state === 'HAVING_CALL' ? 'PICKING_UP' : state;
    case 'CONFIRMED':
      return state === 'IDLE' ? state : 'TALKING';
    case 'CALL_OVER':
      return 'IDLE';
  }
}

/** Whether a phone in this state is busy with a call (a new one cannot start). */
export function isOnCall(state: PhoneState): boolean {
  return state !== 'IDLE';
}

/** JsSIP's end and failure causes; each has a message under PHONE_{cause} (A§8). */
export const phoneCauses = [
  'Connection Error',
  'Request Timeout',
  'SIP Failure Code',
  'Internal Error',
  'Busy',
  'Rejected',
  'Redirected',
  'Unavailable',
  'Not Found',
  'Address Incomplete',
  'Incompatible SDP',
  'Missing SDP',
  'Authentication Error',
  'Terminated',
  'WebRTC Error',
  'Canceled',
  'No Answer',
  'Expires',
  'No ACK',
  'Dialog Error',
  'User Denied Media Access',
  'Bad Media Description',
  'RTP Timeout',
] as const;

/** 'Not Found' → PHONE_NOT_FOUND; an unknown cause → PHONE_UNKNOWN_CAUSE. */
export function phoneCauseKey(cause: string): string {
  if (!(phoneCauses as readonly string[]).includes(cause)) {
    return 'PHONE_UNKNOWN_CAUSE';
  }
  return `PHONE_${cause.toUpperCase().replace(/[^A-Z]+/g, '_')}`;
}

export type CallDirection = 'INBOUND' | 'OUTBOUND';

/** A call log starts as MISSED (A§4.3). */
export const initialCallStatus: CallStatus = 'MISSED';

/**
 * How a call ends in its log (A§4.3): a confirmed call is ANSWERED; otherwise an inbound call the
 * agent rejected is CANCELLED and any other inbound failure (the caller gave up, nobody answered)
 * MISSED, and an outbound call that was never confirmed FAILED.
 */
export function callStatusAtEnd(
  direction: CallDirection,
  outcome: { confirmed: true } | { confirmed: false; cause: string },
): CallStatus {
  if (outcome.confirmed) {
    return 'ANSWERED';
  }
  if (direction === 'INBOUND') {
    return outcome.cause === 'Rejected' ? 'CANCELLED' : 'MISSED';
  }
  return 'FAILED';
}

/** Whole seconds between the confirm and the end, never negative. */
export function callDurationSeconds(confirmedAt: number | null, endedAt: number): number {
  if (confirmedAt === null) {
    return 0;
  }
  return Math.max(0, Math.round((endedAt - confirmedAt) / 1000));
}

/** The talking timer: 65 s → "01:05"; an hour or more keeps counting minutes ("61:00"). */
export function formatCallTimer(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The dial pad keeps digits and + only (A§5). */
export function dialPadNumber(text: string): string {
  return text.replace(/[^\d+]/g, '');
}

/** A staff member's internal extension (decisions/0024): 3 to 6 digits. */
export const extensionPattern = /^\d{3,6}$/;

export function isStaffExtension(number: string): boolean {
  return extensionPattern.test(number);
}

/**
 * What the dial pad may call: a customer's mobile number (A§5: +84 or 0, then 9, 3, 7, 8 or 5,
 * then 8 digits) or a colleague's extension. Anything else is INVALID_PHONE_NUMBER.
 */
export function isDialable(number: string): boolean {
  return vnPhonePattern.test(number) || isStaffExtension(number);
}

/**
 * Whether a CANCEL says the call was answered on another device (Kamailio cancels the other
 * branches of a forked call with `Reason: SIP;cause=200;text="Call completed elsewhere"`).
 */
export function isAnsweredElsewhere(reasonHeader: string | undefined | null): boolean {
  return reasonHeader ? /\bcause\s*=\s*200\b/i.test(reasonHeader) : false;
}
