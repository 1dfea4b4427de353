import type { TFunction } from '../i18n/i18n.ts';
import { ApiError } from './api-client.ts';

/** The shared error handler's text: the server's (Vietnamese) message, else a generic one. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) {
      return t('NETWORK_ERROR');
    }
    if (error.message) {
      return error.message;
    }
  }
  return t('UNKNOWN_ERROR');
}
