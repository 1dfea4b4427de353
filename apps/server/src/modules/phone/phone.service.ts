import type { SipAccountDto } from '@pawndesk/domain/phone-api';
import { AppError } from '../../errors.ts';
import { ephemeralCredentials } from '../../lib/sip-credentials.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './phone.repo.ts';

/** The exchange as the server describes it to the console, and the secret they share. */
export type PhoneSettings = {
  websocketUrl: string;
  domain: string;
  secret: string;
  credentialSeconds: number;
  stunServers: readonly string[];
};

/** Fresh time-limited credentials for the signed-in user's extension (decisions/0024). */
export async function getSipAccount(
  ctx: RequestContext,
  settings: PhoneSettings,
): Promise<SipAccountDto> {
  const extension = await repo.findActiveExtension(ctx.db, requireActor(ctx.actor).userId);
  if (extension === undefined) {
    throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
  }
  const credentials = ephemeralCredentials(
    settings.secret,
    extension,
    ctx.now(),
    settings.credentialSeconds,
  );
  return {
    websocketUrl: settings.websocketUrl,
    domain: settings.domain,
    extension,
    username: credentials.username,
    password: credentials.password,
    expiresAt: credentials.expiresAt.toISOString(),
    stunServers: [...settings.stunServers],
  };
}
