import { randomUUID } from 'node:crypto';
import {
  type ChangePasswordInput,
  type MeDto,
  refreshTokenSeconds,
  type SignInInput,
  type TokenPairDto,
} from '@pawndesk/domain/auth';
import type { Language } from '@pawndesk/domain/languages';
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
import { blockDurationMs, rotationGraceMs, throttleKey, throttleWindowMs } from './auth.policy.ts';
import * as repo from './auth.repo.ts';

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

async function recordFailures(ctx: RequestContext, username: string): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - throttleWindowMs);
  const scopes = [
    ['user', throttleKey('user', username)],
    ['ip', throttleKey('ip', ctx.ip)],
  ] as const;
  for (const [scope, key] of scopes) {
    const failures = await repo.recordFailure(ctx.db, key, now, windowStart);
    const blockMs = blockDurationMs(scope, failures);
    if (blockMs > 0) {
      await repo.blockUntil(ctx.db, key, new Date(now.getTime() + blockMs));
    }
  }
}

/**
 * Signs a user in to one of their branches.
 * @throws 9005 while the username or address is blocked, 9001/9002 on bad credentials,
 *   9006 for a disabled account, 9004 for a branch the user is not assigned to.
 */
export async function signIn(
  ctx: RequestContext,
  key: TokenKey,
  input: SignInInput,
): Promise<TokenPairDto> {
  const userKey = throttleKey('user', input.username);
  await assertNotBlocked(ctx, [userKey, throttleKey('ip', ctx.ip)]);
  const user = await repo.findUserByUsername(ctx.db, input.username);
  if (!user) {
    await recordFailures(ctx, input.username);
    throw new AppError('userNotFound', 'Không tìm thấy người dùng');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailures(ctx, input.username);
    throw new AppError('incorrectPassword', 'Mật khẩu không đúng');
  }
  if (!user.isActive) {
    throw new AppError('userDisabled', 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên');
  }
  const branch = await repo.findUserBranch(ctx.db, user.id, input.branch);
  if (!branch) {
    throw new AppError('branchNotAllowed', 'Bạn không được phân công làm việc tại chi nhánh này');
  }
  await repo.deleteThrottle(ctx.db, userKey);
  return issueTokens(ctx, key, { user, branchId: branch.id, familyId: randomUUID() });
}

/**
 * Exchanges a refresh token for a new pair; the old token is spent. Presenting a spent token again
 * (outside a short grace for two tabs refreshing together) revokes the whole sign-in.
 * @throws 9003 when the token is unknown, expired, revoked, or its user may no longer sign in.
 */
export async function refresh(
  ctx: RequestContext,
  key: TokenKey,
  token: string | undefined,
): Promise<TokenPairDto> {
  const now = ctx.now();
  // Revocations must commit even though the caller gets an error, so the transaction returns
  // undefined instead of throwing.
  const tokens = await ctx.db.transaction(async (tx) => {
    const row = token
      ? await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(token))
      : undefined;
    if (!row || row.expiresAt <= now) {
      return undefined;
    }
    if (row.revokedAt) {
      const inGrace =
        row.revokedReason === 'rotated' &&
        now.getTime() - row.revokedAt.getTime() < rotationGraceMs;
      if (!inGrace) {
        if (row.revokedReason === 'rotated') {
          await repo.revokeFamily(tx, row.familyId, now);
        }
        return undefined;
      }
    }
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
  });
  if (!tokens) {
    throw new AppError('invalidRefreshToken', invalidRefreshMessage);
  }
  return tokens;
}

/** Revokes the presented refresh token; unknown tokens are ignored so logout always succeeds. */
export async function signOut(ctx: RequestContext, token: string | undefined): Promise<void> {
  if (!token) {
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(token));
    if (row) {
      await repo.revokeRefreshToken(tx, row.id, ctx.now(), 'logout');
    }
  });
}

export async function getMe(ctx: RequestContext, userId: number, branchId: number): Promise<MeDto> {
  const user = await repo.findUserById(ctx.db, userId);
  const branch = user ? await repo.findUserBranch(ctx.db, userId, branchId) : undefined;
  if (!user || !branch || !user.isActive) {
    throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
  }
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture,
    sipUsername: user.sipUsername,
    sipPassword: user.sipPassword,
    branch,
    permissions: await repo.listUserPermissions(ctx.db, user.id),
    isSuperuser: user.isSuperuser,
    language: user.language,
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
 * Changes the signed-in user's password and signs every session out.
 * @throws 9002 wrong current password, 9008 new equals current, 9007 confirmation differs.
 */
export async function changePassword(
  ctx: RequestContext,
  userId: number,
  input: ChangePasswordInput,
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
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await repo.updatePasswordHash(tx, userId, passwordHash, now);
    const revoked = await repo.revokeAllForUser(tx, userId, now, 'password');
    await audit(tx, ctx, {
      action: 'user.password_changed',
      entity: 'user',
      entityId: userId,
      after: { revokedSessions: revoked },
    });
  });
}
