import type { SipAccountDto } from '@pawndesk/domain/phone-api';
import { UA, WebSocketInterface } from 'jssip';
import type { SipUserAgent } from './sip-phone.ts';

/**
 * A JsSIP user agent for the signed-in user's account (PHONE-1): registered over the exchange's
 * WebSocket with the time-limited credentials, session timers on, refreshed with UPDATE. It
 * reconnects by itself after a lost connection, trying again within 2 to 10 s.
 */
export function createJssipAgent(account: SipAccountDto): SipUserAgent {
  const agent = new UA({
    sockets: [new WebSocketInterface(account.websocketUrl)],
    uri: `sip:${account.extension}@${account.domain}`,
    authorization_user: account.username,
    password: account.password,
    register: true,
    register_expires: 300,
    session_timers: true,
    session_timers_refresh_method: 'UPDATE',
    connection_recovery_min_interval: 2,
    connection_recovery_max_interval: 10,
    user_agent: 'PawnDesk',
  });
  return agent as unknown as SipUserAgent;
}
