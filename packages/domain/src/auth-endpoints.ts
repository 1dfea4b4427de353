import { z } from 'zod';
import {
  changePasswordInput,
  languageInput,
  meDto,
  refreshInput,
  signInInput,
  tokenPairDto,
} from './auth.ts';
import { endpoint } from './endpoint.ts';

/** Sign-in, token refresh, sign-out, the profile and the password, base B (A§7 Authentication). */
export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/tokens/',
    body: signInInput,
    response: tokenPairDto,
  }),
  /** Rotates the refresh token (the httpOnly cookie, or the body's). */
  refresh: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/access-tokens/',
    body: refreshInput.nullish(),
    response: tokenPairDto,
  }),
  signOut: endpoint({
    method: 'DELETE',
    base: 'B',
    path: '/v1/tokens/',
    body: refreshInput.nullish(),
    response: z.object({ revoked: z.boolean() }),
  }),
  me: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/me/',
    response: meDto,
  }),
  setLanguage: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/me/language/',
    body: languageInput,
    response: meDto,
  }),
  /** On success every refresh token of the user is revoked. */
  changePassword: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/users/password/',
    body: changePasswordInput,
    response: z.object({ updated: z.boolean() }),
  }),
} as const;
