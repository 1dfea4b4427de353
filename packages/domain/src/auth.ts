import { z } from 'zod';
import { languages } from './languages.ts';
import { idParam, line } from './primitives.ts';
import { minPasswordLength } from './validation.ts';

/** B POST /v1/tokens/ */
export const signInInput = z.object({
  username: line().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  branch: idParam,
});
export type SignInInput = z.infer<typeof signInInput>;

/** B POST /v1/access-tokens/: the refresh token comes in the body or the httpOnly cookie. */
export const refreshInput = z.object({ refreshToken: line().min(1).max(200).optional() });

export const tokenPairDto = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPairDto = z.infer<typeof tokenPairDto>;

/** B GET /v1/me/ */
export const meDto = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  sipUsername: z.string().nullable(),
  sipPassword: z.string().nullable(),
  /** The short internal number colleagues dial (3 to 5 digits); the user's address on the exchange. */
  extension: z.string(),
  branch: z.object({ id: z.number(), name: z.string() }),
  permissions: z.array(z.string()),
  isSuperuser: z.boolean(),
  language: z.enum(languages),
  /** An administrator reset the password: the console asks for a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
});
export type MeDto = z.infer<typeof meDto>;

export const languageInput = z.object({ language: z.enum(languages) });

/** B PUT /v1/users/password/ */
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z
    .string()
    .min(minPasswordLength, `Mật khẩu cần ít nhất ${minPasswordLength} kí tự`)
    .max(200),
  confirmPassword: z.string().min(1).max(200),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Claims carried by the access token. */
export const accessClaims = z.object({
  sub: z.string(),
  username: z.string(),
  branch: z.number(),
  permissions: z.array(z.string()),
  superuser: z.boolean(),
  /** The sign-in the token belongs to (its refresh family): what logout and revocation end. */
  sid: z.string().min(1),
  /**
   * Set while the user holds a one-time password from an administrator (issue 19): the token then
   * reaches only the profile, the language and the password change (9013 elsewhere).
   */
  pwd: z.literal(true).optional(),
  exp: z.number().optional(),
});
export type AccessClaims = z.infer<typeof accessClaims>;

/** DECISIONS.md: access 15 minutes, refresh 30 days. */
export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 30 * 24 * 60 * 60;

/** Why a sign-in ended before its tokens expired (decisions/0014). */
export const sessionEndReasons = ['logout', 'password', 'admin', 'reuse'] as const;
/** Why a refresh token stopped working: a refresh replaced it, or its sign-in ended. */
export const refreshTokenRevokedReasons = ['rotated', ...sessionEndReasons] as const;
