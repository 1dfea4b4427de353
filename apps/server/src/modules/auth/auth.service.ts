import { randomUUID } from 'node:crypto';
import {
  type AccessClaims,
  type ChangePasswordInput,
  type MeDto,
  refreshTokenSeconds,
  type SignInInput,
  type TokenPairDto,
} from '@pawndesk/domain/auth';
import type { Language } from '@pawndesk/domain/languages';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  type TokenKey,
} from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { pictureUrl } from '../users/picture-links.ts';
import {
  blockDurationMs,
  rotationGraceMs,
  type ThrottleScope,
  throttleKey,
  throttleWindowMs,
} from './auth.policy.ts';
import * as repo from './auth.repo.ts';
import { knownDeviceCookie, readKnownDevice } from './known-devices.ts';
import {
  type EndedSessions,
  revokeSessions,
  revokeUserSessions,
  type SessionRevocations,
} from './session-revocations.ts';

const invalidRefreshMessage = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

async function issueTokens(
  ctx: RequestContext,
  key: TokenKey,
  session: { user: repo.UserRow; branchId: number; familyId: string },
): Promise<TokenPairDto> {
  const now = ctx.now();
  const permissions = await repo.listUserPermissions(ctx.db, session.user.id);
  const accessToken = await signAccessToken(
    key,
    {
      sub: String(session.user.id),
      username: session.user.username,
      branch: session.branchId,
      permissions,
      superuser: session.user.isSuperuser,
      sid: session.familyId,
      ...(session.user.mustChangePassword ? { pwd: true as const } : {}),
    },
    now,
  );
  const refresh = newRefreshToken();
  await repo.insertRefreshToken(ctx.db, {
    userId: session.user.id,
    branchId: session.branchId,
    tokenHash: refresh.hash,
    familyId: session.familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000),
  });
  return { accessToken, refreshToken: refresh.token };
}

async function assertNotBlocked(ctx: RequestContext, keys: string[]): Promise<void> {
  const now = ctx.now();
  for (const key of keys) {
    const row = await repo.findThrottle(ctx.db, key);
    if (row?.blockedUntil && row.blockedUntil > now) {
      const seconds = Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000);
      throw new AppError(
        'tooManyAttempts',
        `Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${seconds} giây.`,
        { headers: { 'retry-after': String(seconds) } },
      );
    }
  }
}

/**
 * The counters a sign-in attempt is checked against and charged to (ADR 0008). The holder of a
 * known device of the user has a counter of its own instead of the username's and the address's,
 * so neither a stranger guessing at the username nor one spraying from the shop's shared address
 * can lock the user out of their usual computer. Every failure still counts for the address.
 */
function throttleScopes(
  ctx: RequestContext,
  username: string,
  knownDevice: string | undefined,
): { checked: string[]; charged: [ThrottleScope, string][]; clearedOnSuccess: string } {
  const addressKey = throttleKey('ip', ctx.ip);
  if (knownDevice) {
    const deviceKey = throttleKey('device', knownDevice);
    return {
      checked: [deviceKey],
      charged: [
        ['device', deviceKey],
        ['ip', addressKey],
      ],
      clearedOnSuccess: deviceKey,
    };
  }
  const userKey = throttleKey('user', username);
  return {
    checked: [userKey, addressKey],
    charged: [
      ['user', userKey],
      ['ip', addressKey],
    ],
    clearedOnSuccess: userKey,
  };
}

async function chargeFailure(
  ctx: RequestContext,
  attempt: { username: string; charged: [ThrottleScope, string][]; isKnownDevice: boolean },
  reason: 'userNotFound' | 'incorrectPassword',
): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - throttleWindowMs);
  await ctx.db.transaction(async (tx) => {
    for (const [scope, key] of attempt.charged) {
      const failures = await repo.recordFailure(tx, key, now, windowStart);
      const blockMs = blockDurationMs(scope, failures);
      if (blockMs > 0) {
        await repo.blockUntil(tx, key, new Date(now.getTime() + blockMs));
      }
    }
    await audit(tx, ctx, {
      action: 'sign_in.failed',
      entity: 'sign_in',
      entityId: attempt.username.toLowerCase(),
      after: { address: ctx.ip, reason, isKnownDevice: attempt.isKnownDevice },
    });
  });
}

export type SignInResult = {
  tokens: TokenPairDto;
  /** The known-device cookie to set: this browser now knows this user (ADR 0008). */
  deviceCookie: string;
};

/**
 * Signs a user in to one of their branches.
 * @param deviceCookie the browser's known-device cookie, if any.
 * @throws 9005 while the username or address is blocked, 9001/9002 on bad credentials,
 *   9006 for a disabled account, 9004 for a branch the user is not assigned to.
 */
export async function signIn(
  ctx: RequestContext,
  key: TokenKey,
  input: SignInInput,
  deviceCookie?: string,
): Promise<SignInResult> {
  const user = await repo.findUserByUsername(ctx.db, input.username);
  const device = readKnownDevice(key, deviceCookie, ctx.now());
  const isKnownDevice = Boolean(user && device?.userIds.includes(user.id));
  const scopes = throttleScopes(
    ctx,
    input.username,
    isKnownDevice && user && device ? `${device.deviceId}:${user.id}` : undefined,
  );
  await assertNotBlocked(ctx, scopes.checked);
  const attempt = { username: input.username, charged: scopes.charged, isKnownDevice };
  if (!user) {
    await chargeFailure(ctx, attempt, 'userNotFound');
    throw new AppError('userNotFound', 'Không tìm thấy người dùng');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await chargeFailure(ctx, attempt, 'incorrectPassword');
    throw new AppError('incorrectPassword', 'Mật khẩu không đúng');
  }
  if (!user.isActive) {
    throw new AppError('userDisabled', 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên');
  }
  const branch = await repo.findUserBranch(ctx.db, user.id, input.branch);
  if (!branch) {
    throw new AppError('branchNotAllowed', 'Bạn không được phân công làm việc tại chi nhánh này');
  }
  const tokens = await ctx.db.transaction(async (tx) => {
    // A known device's success clears only its own counter: the username's stays with the
    // stranger who earned it.
    await repo.deleteThrottle(tx, scopes.clearedOnSuccess);
    await audit(
      tx,
      ctx,
      {
        action: 'sign_in.succeeded',
        entity: 'sign_in',
        entityId: user.username.toLowerCase(),
        after: { address: ctx.ip, branchId: branch.id, isKnownDevice },
      },
      user.id,
    );
    return issueTokens({ ...ctx, db: tx }, key, {
      user,
      branchId: branch.id,
      familyId: randomUUID(),
    });
  });
  return { tokens, deviceCookie: knownDeviceCookie(key, device, user.id, ctx.now()) };
}

/**
 * Exchanges a refresh token for a new pair; the old token is spent. Presenting a spent token again
 * (outside a short grace for two tabs refreshing together) revokes the whole sign-in, its access
 * tokens included.
 * @throws 9003 when the token is unknown, expired, revoked, its sign-in has ended, or its user may
 *   no longer sign in.
 */
export async function refresh(
  ctx: RequestContext,
  key: TokenKey,
  sessions: SessionRevocations,
  token: string | undefined,
): Promise<TokenPairDto> {
  const now = ctx.now();
  // Revocations must commit even though the caller gets an error, so the transaction returns
  // what ended instead of throwing.
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ tokens?: TokenPairDto; ended?: EndedSessions }> => {
      const row = token
        ? await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(token))
        : undefined;
      if (!row || row.expiresAt <= now || (await repo.isSessionRevoked(tx, row.familyId))) {
        return {};
      }
      if (row.revokedAt) {
        const inGrace =
          row.revokedReason === 'rotated' &&
          now.getTime() - row.revokedAt.getTime() < rotationGraceMs;
        if (inGrace) {
          return { tokens: await rotate(ctx, tx, key, row) };
        }
        if (row.revokedReason !== 'rotated') {
          return {};
        }
        await repo.revokeFamily(tx, row.familyId, now, 'reuse');
        const ended = await revokeSessions(tx, {
          userId: row.userId,
          sessionIds: [row.familyId],
          at: now,
          reason: 'reuse',
        });
        return { ended };
      }
      return { tokens: await rotate(ctx, tx, key, row) };
    },
  );
  if (outcome.ended) {
    sessions.remember(outcome.ended);
  }
  if (!outcome.tokens) {
    throw new AppError('invalidRefreshToken', invalidRefreshMessage);
  }
  return outcome.tokens;
}

/** Spends the refresh token and issues the next pair, unless its user may no longer sign in. */
async function rotate(
  ctx: RequestContext,
  tx: DbOrTx,
  key: TokenKey,
  row: repo.RefreshTokenRow,
): Promise<TokenPairDto | undefined> {
  const now = ctx.now();
  const user = await repo.findUserById(tx, row.userId);
  const branch = user?.isActive
    ? await repo.findUserBranch(tx, row.userId, row.branchId)
    : undefined;
  if (!user || !branch) {
    await repo.revokeRefreshToken(tx, row.id, now, 'admin');
    return undefined;
  }
  await repo.revokeRefreshToken(tx, row.id, now, 'rotated');
  return issueTokens({ ...ctx, db: tx }, key, {
    user,
    branchId: row.branchId,
    familyId: row.familyId,
  });
}

/**
 * Ends the sign-in of the presented refresh token and of the presented access token: every
 * refresh token of its family is revoked and its access tokens stop working at once, in every
 * server process. Unknown tokens are ignored so logout always succeeds.
 */
export async function signOut(
  ctx: RequestContext,
  sessions: SessionRevocations,
  presented: { refreshToken: string | undefined; access: AccessClaims | undefined },
): Promise<void> {
  const { refreshToken, access } = presented;
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const row = refreshToken
      ? await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken))
      : undefined;
    const endings: EndedSessions[] = [];
    if (row) {
      await repo.revokeFamily(tx, row.familyId, now, 'logout');
      endings.push(
        await revokeSessions(tx, {
          userId: row.userId,
          sessionIds: [row.familyId],
          at: now,
          reason: 'logout',
        }),
      );
    }
    if (access && access.sid !== row?.familyId) {
      await repo.revokeFamily(tx, access.sid, now, 'logout');
      endings.push(
        await revokeSessions(tx, {
          userId: Number(access.sub),
          sessionIds: [access.sid],
          at: now,
          reason: 'logout',
        }),
      );
    }
    return endings;
  });
  for (const ending of ended) {
    sessions.remember(ending);
  }
}

/** The profile; with `tokenKey`, `profilePicture` is a signed link to the picture (decisions/0029). */
export async function getMe(
  ctx: RequestContext,
  userId: number,
  branchId: number,
  tokenKey?: TokenKey,
): Promise<MeDto> {
  // One round trip instead of three: the branch and the permissions of a user who is not found
  // or not active are read for nothing, and never answered.
  const [user, branch, permissions] = await Promise.all([
    repo.findUserById(ctx.db, userId),
    repo.findUserBranch(ctx.db, userId, branchId),
    repo.listUserPermissions(ctx.db, userId),
  ]);
  if (!user || !branch || !user.isActive) {
    throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
  }
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: tokenKey ? pictureUrl(tokenKey, user, ctx.now()) : null,
    sipUsername: user.sipUsername,
    sipPassword: user.sipPassword,
    extension: user.extension,
    branch,
    permissions,
    isSuperuser: user.isSuperuser,
    language: user.language,
    mustChangePassword: user.mustChangePassword,
  };
}

export async function setLanguage(
  ctx: RequestContext,
  userId: number,
  language: Language,
): Promise<void> {
  await repo.updateLanguage(ctx.db, userId, language);
}

/**
 * Changes the signed-in user's password: every other sign-in ends at once; the one that made the
 * change keeps its access token (never its refresh tokens) for the console's logout countdown
 * (A§2.4), which then ends it.
 * @throws 9002 wrong current password, 9008 new equals current, 9007 confirmation differs.
 */
export async function changePassword(
  ctx: RequestContext,
  sessions: SessionRevocations,
  userId: number,
  input: ChangePasswordInput,
  options: { keepSessionId?: string | undefined } = {},
): Promise<void> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('incorrectPassword', 'Mật khẩu hiện tại không đúng');
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('newPasswordSameAsCurrent', 'Mật khẩu mới phải khác mật khẩu hiện tại');
  }
  if (input.newPassword !== input.confirmPassword) {
    throw new AppError('confirmPasswordMismatch', 'Mật khẩu xác nhận không khớp');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await repo.updatePasswordHash(tx, userId, passwordHash, now);
    const revoked = await repo.revokeAllForUser(tx, userId, now, 'password');
    const endedSessions = await revokeUserSessions(tx, userId, now, 'password', {
      keep: options.keepSessionId,
    });
    await audit(tx, ctx, {
      action: 'user.password_changed',
      entity: 'user',
      entityId: userId,
      after: { revokedSessions: revoked, endedSignIns: endedSessions.sessionIds.length },
    });
    return endedSessions;
  });
  sessions.remember(ended);
}
