import { isRecord } from './is-record.ts';

/**
 * The claims the console reads from the access token. The token is decoded, not verified: the
 * server verifies it on every call, the console only uses the claims to decide what to show.
 */
export type TokenClaims = {
  permissions: readonly string[];
  superuser: boolean;
  /** Expiry in seconds since the epoch, when the token carries one. */
  exp: number | undefined;
};

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) {
    return undefined;
  }
  try {
    const json: unknown = JSON.parse(decodeBase64Url(payload));
    if (!isRecord(json)) {
      return undefined;
    }
    const permissions = Array.isArray(json.permissions)
      ? json.permissions.filter((item): item is string => typeof item === 'string')
      : [];
    return {
      permissions,
      superuser: json.superuser === true,
      exp: typeof json.exp === 'number' ? json.exp : undefined,
    };
  } catch {
    return undefined;
  }
}
