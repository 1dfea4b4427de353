import { describe, expect, it } from 'vitest';
import { createCallLogInput, isCallOver } from './call-logs.ts';

describe('isCallOver', () => {
  it.each([
    ['ANSWERED', 0, false],
    ['ANSWERED', 42, true],
    ['MISSED', 0, true],
    ['CANCELLED', 0, true],
    ['FAILED', 0, true],
  ] as const)('should read %s after %i s as over: %s', (status, duration, over) => {
    expect(isCallOver(status, duration)).toBe(over);
  });
});

describe('createCallLogInput', () => {
  it('should start a call log as MISSED with no duration, and take a numeric cseq', () => {
    const parsed = createCallLogInput.parse({
      cseq: 7,
      direction: 'OUTBOUND',
      extension: '1001',
      remote: '0912345678',
    });
    expect(parsed).toMatchObject({ cseq: '7', status: 'MISSED', duration: 0 });
  });

  it('should refuse a malformed remote number', () => {
    expect(
      createCallLogInput.safeParse({
        cseq: '1',
        direction: 'INBOUND',
        extension: '1001',
        remote: 'abc',
      }).success,
    ).toBe(false);
  });
});
