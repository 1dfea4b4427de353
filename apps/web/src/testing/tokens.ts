/** An unsigned JWT with the given claims: the console decodes tokens, it never verifies them. */
export function unsignedToken(claims: {
  permissions?: string[];
  superuser?: boolean;
  n?: number;
}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: '1',
    username: 'sales',
    branch: 1,
    permissions: claims.permissions ?? [],
    superuser: claims.superuser ?? false,
    exp: 4_102_444_800,
    // Distinguishes otherwise identical tokens (a refresh must produce a different one).
    jti: claims.n ?? 0,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
