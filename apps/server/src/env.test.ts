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

describe('loadEnv phone exchange', () => {
  it('should leave the exchange external, without STUN servers, when nothing is set', () => {
    const env = loadEnv({});
    expect(env.PHONE_EXCHANGE).toBe('external');
    expect(env.PHONE_STUN_SERVERS).toEqual([]);
    expect(env.PHONE_SECRET).toBeUndefined();
  });

  it('should read a comma list of STUN servers', () => {
    expect(
      loadEnv({ PHONE_STUN_SERVERS: 'stun:stun.example.vn:3478, stuns:stun2.example.vn' })
        .PHONE_STUN_SERVERS,
    ).toEqual(['stun:stun.example.vn:3478', 'stuns:stun2.example.vn']);
  });

  it('should refuse to start when a value could break the exchange configuration', () => {
    expect(() => loadEnv({ PHONE_SECRET: 'short' })).toThrow(/PHONE_SECRET/);
    expect(() => loadEnv({ PHONE_SECRET: `${'a'.repeat(40)}"` })).toThrow(/PHONE_SECRET/);
    expect(() => loadEnv({ PHONE_SIP_DOMAIN: 'pawndesk.vn"; x' })).toThrow(/PHONE_SIP_DOMAIN/);
    expect(() => loadEnv({ PHONE_STUN_SERVERS: 'turn:relay.vn' })).toThrow(/PHONE_STUN_SERVERS/);
    expect(() => loadEnv({ PHONE_WS_URL: 'http://pbx.vn' })).toThrow(/PHONE_WS_URL/);
  });
});

describe('loadEnv notifier (docs/decisions/0026)', () => {
  it('should leave the outbox queued when nothing is set', () => {
    const env = loadEnv({});
    expect(env.NOTIFIER).toBe('off');
    expect(env.NOTIFIER_INTERVAL_SECONDS).toBe(30);
    expect(env.ZALO_ZNS_ENDPOINT).toBe('https://business.openapi.zalo.me/message/template');
  });

  it('should refuse NOTIFIER=zalo without the access token and the renewal template', () => {
    expect(() => loadEnv({ NOTIFIER: 'zalo' })).toThrow(/ZALO_ZNS_ACCESS_TOKEN/);
    expect(() => loadEnv({ NOTIFIER: 'zalo', ZALO_ZNS_ACCESS_TOKEN: 'x' })).toThrow(
      /ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED/,
    );
    expect(() =>
      loadEnv({
        NOTIFIER: 'zalo',
        ZALO_ZNS_ACCESS_TOKEN: 'x',
        ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED: 'abc',
      }),
    ).toThrow(/template id/);
    const env = loadEnv({
      NOTIFIER: 'zalo',
      ZALO_ZNS_ACCESS_TOKEN: 'x',
      ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED: '231456',
    });
    expect(env.NOTIFIER).toBe('zalo');
  });
});
