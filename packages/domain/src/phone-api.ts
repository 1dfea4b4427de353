import { z } from 'zod';

/**
 * The signed-in user's account on the phone exchange (decisions/0024): where the console's SIP
 * user agent connects, and a username and password that the exchange checks against a secret it
 * shares with the server (Kamailio auth_ephemeral). They stop working at `expiresAt`; the console
 * asks again before then.
 */
export const sipAccountDto = z.object({
  /** The exchange's SIP-over-WebSocket address (ws:// here, wss:// behind TLS in production). */
  websocketUrl: z.string(),
  /** The SIP domain: the user's address is sip:{extension}@{domain}. */
  domain: z.string(),
  /** The user part of the address, the user's internal extension. */
  extension: z.string(),
  /** `{expiry}:{extension}`, the expiry in Unix seconds: the digest username. */
  username: z.string(),
  /** base64(HMAC-SHA1(secret, username)): the digest password. */
  password: z.string(),
  expiresAt: z.string(),
  /** STUN servers for ICE (stun:host:port); empty unless the server is configured with some. */
  stunServers: z.array(z.string()),
});
export type SipAccountDto = z.infer<typeof sipAccountDto>;
