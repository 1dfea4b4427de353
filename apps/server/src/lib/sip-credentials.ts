import { createHmac } from 'node:crypto';

export type SipCredentials = { username: string; password: string; expiresAt: Date };

/**
 * Time-limited SIP credentials as Kamailio's auth_ephemeral module checks them (its defaults:
 * username_format 1, sha_algorithm 0): the username is `{expiry}:{user}` with the expiry in Unix
 * seconds, the password base64(HMAC-SHA1(secret, username)).
 */
export function ephemeralCredentials(
  secret: string,
  user: string,
  now: Date,
  lifetimeSeconds: number,
): SipCredentials {
  const expiry = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  const username = `${expiry}:${user}`;
  return {
    username,
    password: createHmac('sha1', secret).update(username).digest('base64'),
    expiresAt: new Date(expiry * 1000),
  };
}
