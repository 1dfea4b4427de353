import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import type { Language } from '@pawndesk/domain/languages';
import { applyLanguage } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

/**
 * Switches at once on this device, then remembers the choice on the server so the user's other
 * devices follow. A failure leaves the local switch in place and is reported by the caller.
 */
export async function updateLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  const me = await api.call(authEndpoints.setLanguage, { body: { language } });
  sessionStore.updateUser(me);
}
