import type { MeDto } from '@pawndesk/domain/auth';
import type { Language } from '@pawndesk/domain/languages';
import { applyLanguage } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { baseB } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

/**
 * Switches at once on this device, then remembers the choice on the server so the user's other
 * devices follow. A failure leaves the local switch in place and is reported by the caller.
 */
export async function updateLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  const me = await api.put<MeDto>(`${baseB}/v1/me/language/`, { language });
  sessionStore.updateUser(me);
}
