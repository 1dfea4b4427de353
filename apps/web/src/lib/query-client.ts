import { errorCodes } from '@pawndesk/domain/errors';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, isAbortError } from './api-client.ts';
import { errorText } from './error-text.ts';
import { flash } from './flash.ts';
import { sessionStore } from './session.ts';

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * A query that tells the user about its own failures (a screen that turns a refusal into its own
 * message) sets this in its `meta`, so the shared handler stays quiet.
 */
export const ownErrorMessage = { isErrorShown: true } as const;

/**
 * Failed loads go through one handler that flashes the error (A§7). A cancelled request, an
 * expired session (the session-expired modal already speaks) and a query that shows its own
 * message are not flashed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isAbortError(error) || query.meta?.isErrorShown === true) {
          return;
        }
        if (error instanceof ApiError && error.code === errorCodes.invalidRefreshToken) {
          return;
        }
        flash.error(errorText(error, i18n.t));
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; a network blip might.
        retry: (failures, error) => !isClientError(error) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

// Whatever one session loaded must never be shown to the next user, however the session ended
// (logout, expiry, another tab).
sessionStore.subscribe(() => {
  if (!sessionStore.getState().session) {
    queryClient.clear();
  }
});
