import { createApiClient } from './api-client.ts';
import { sessionStore } from './session.ts';

/** The one API client the console uses, wired to the session store. */
export const api = createApiClient({
  // Looked up on every call so tests (and polyfills) can replace window.fetch.
  fetch: (input, init) => window.fetch(input, init),
  getAccessToken: () => sessionStore.getState().session?.accessToken,
  onTokenRefreshed: (accessToken) => sessionStore.replaceAccessToken(accessToken),
  onSessionExpired: () => sessionStore.expire(),
  // Development and tests check every answer; production trusts the server (ADR 0010).
  checkResponses: import.meta.env.DEV,
});
