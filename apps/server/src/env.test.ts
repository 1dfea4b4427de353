import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv TRUST_PROXY', () => {
  it('should trust no proxy when TRUST_PROXY is unset or empty', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual([]);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual([]);
  });

  it('should read a comma list of addresses, CIDRs and range names', () => {
    expect(
      loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8 ,loopback' }).TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('should refuse to start when an entry is not an address, a CIDR or a range name', () => {
    for (const value of ['true', '1', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
