import { describe, expect, it } from 'vitest';
import {
  type CallDirection,
  callDurationSeconds,
  callStatusAtEnd,
  dialPadNumber,
  formatCallTimer,
  isAnsweredElsewhere,
  isDialable,
  nextPhoneState,
  type PhoneEvent,
  type PhoneState,
  phoneCauseKey,
  phoneCauses,
  phoneConstants,
} from './phone.ts';

describe('nextPhoneState', () => {
  it.each<[PhoneState, PhoneEvent, PhoneState]>([
    ['IDLE', 'DIAL', 'CONNECTING'],
    ['CONNECTING', 'PROGRESS', 'RINGING'],
    ['RINGING', 'PROGRESS', 'RINGING'],
    ['RINGING', 'CONFIRMED', 'TALKING'],
    ['CONNECTING', 'CONFIRMED', 'TALKING'],
    ['IDLE', 'INCOMING', 'HAVING_CALL'],
    ['HAVING_CALL', 'ANSWER', 'PICKING_UP'],
    ['PICKING_UP', 'CONFIRMED', 'TALKING'],
    ['TALKING', 'CALL_OVER', 'IDLE'],
    ['RINGING', 'CALL_OVER', 'IDLE'],
    ['HAVING_CALL', 'CALL_OVER', 'IDLE'],
    ['PICKING_UP', 'CALL_OVER', 'IDLE'],
    // An inbound call during a call is turned away: the state stays.
    ['TALKING', 'INCOMING', 'TALKING'],
    ['RINGING', 'INCOMING', 'RINGING'],
    ['TALKING', 'DIAL', 'TALKING'],
    ['IDLE', 'ANSWER', 'IDLE'],
    ['IDLE', 'CONFIRMED', 'IDLE'],
    ['TALKING', 'PROGRESS', 'TALKING'],
  ])('should go from %s on %s to %s', (state, event, next) => {
    expect(nextPhoneState(state, event)).toBe(next);
  });
});

describe('callStatusAtEnd', () => {
  it.each<[CallDirection, boolean, string, string]>([
    ['INBOUND', true, 'Terminated', 'ANSWERED'],
    ['OUTBOUND', true, 'Terminated', 'ANSWERED'],
    ['INBOUND', false, 'Rejected', 'CANCELLED'],
    ['INBOUND', false, 'Canceled', 'MISSED'],
    ['INBOUND', false, 'No Answer', 'MISSED'],
    ['INBOUND', false, 'Connection Error', 'MISSED'],
    ['OUTBOUND', false, 'Canceled', 'FAILED'],
    ['OUTBOUND', false, 'Busy', 'FAILED'],
    ['OUTBOUND', false, 'Rejected', 'FAILED'],
    ['OUTBOUND', false, 'Unavailable', 'FAILED'],
  ])('should log %s confirmed=%s cause %s as %s', (direction, confirmed, cause, status) => {
    expect(
      callStatusAtEnd(direction, confirmed ? { confirmed: true } : { confirmed: false, cause }),
    ).toBe(status);
  });
});

describe('callDurationSeconds', () => {
  it.each([
    [null, 5000, 0],
    [1000, 1000, 0],
    [1000, 3400, 2],
    [1000, 3600, 3],
    [5000, 4000, 0],
  ])('should count from %s to %s as %i s', (from, to, seconds) => {
    expect(callDurationSeconds(from, to)).toBe(seconds);
  });
});

describe('formatCallTimer', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [3600, '60:00'],
    [-3, '00:00'],
  ])('should show %i s as %s', (seconds, text) => {
    expect(formatCallTimer(seconds)).toBe(text);
  });
});

describe('dial pad numbers', () => {
  it.each([
    ['0912 345 678', '0912345678', true],
    ['+84 912-345-678', '+84912345678', true],
    ['(0912).345.678', '0912345678', true],
    ['0212345678', '0212345678', false],
    ['091234567', '091234567', false],
    ['1002', '1002', true],
    ['ext 2001', '2001', true],
    ['12', '12', false],
    ['1234567', '1234567', false],
    ['', '', false],
    ['abc', '', false],
  ])('should read %j as %j (callable: %s)', (typed, number, callable) => {
    expect(dialPadNumber(typed)).toBe(number);
    expect(isDialable(dialPadNumber(typed))).toBe(callable);
  });
});

describe('phoneCauseKey', () => {
  it.each([
    ['Busy', 'PHONE_BUSY'],
    ['Not Found', 'PHONE_NOT_FOUND'],
    ['SIP Failure Code', 'PHONE_SIP_FAILURE_CODE'],
    ['No ACK', 'PHONE_NO_ACK'],
    ['Something new', 'PHONE_UNKNOWN_CAUSE'],
  ])('should key %s as %s', (cause, key) => {
    expect(phoneCauseKey(cause)).toBe(key);
  });

  it('should give every JsSIP cause its own key', () => {
    const keys = new Set(phoneCauses.map(phoneCauseKey));
    expect(keys.size).toBe(phoneCauses.length);
  });
});

describe('isAnsweredElsewhere', () => {
  it.each([
    ['SIP;cause=200;text="Call completed elsewhere"', true],
    ['SIP ;cause=200 ;text="OK"', true],
    ['SIP;cause=487;text="Request Terminated"', false],
    ['SIP;cause=2000', false],
    [undefined, false],
  ])('should read %j as answered elsewhere: %s', (reason, elsewhere) => {
    expect(isAnsweredElsewhere(reason)).toBe(elsewhere);
  });
});

describe('phoneConstants', () => {
  it('should carry the A§9 values', () => {
    expect(phoneConstants).toMatchObject({
      sessionTimersSeconds: 180,
      iceCandidatePoolSize: 255,
      registeredToConnectedDelayMs: 3000,
      disconnectErrorDelayMs: 3000,
      ringtoneVolume: 0.75,
      iceReadyDelayMs: 2000,
    });
  });
});
