import type { Env } from '../../env.ts';
import { type Notifier, RecordingNotifier } from './notifier.ts';
import { ZaloZnsNotifier } from './zalo-zns.ts';

/** The notifier NOTIFIER names (docs/decisions/0026); null for `off`, which sends nothing. */
export function notifierFromEnv(
  env: Pick<
    Env,
    | 'NOTIFIER'
    | 'ZALO_ZNS_ACCESS_TOKEN'
    | 'ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED'
    | 'ZALO_ZNS_ENDPOINT'
  >,
  log: (message: string) => void,
): Notifier | null {
  switch (env.NOTIFIER) {
    case 'off':
      return null;
    case 'recording':
      return new RecordingNotifier((message) =>
        log(`Notification (recorded, not sent): ${message.kind} to ${message.phone}`),
      );
    case 'zalo':
      return new ZaloZnsNotifier({
        endpoint: env.ZALO_ZNS_ENDPOINT,
        accessToken: env.ZALO_ZNS_ACCESS_TOKEN ?? '',
        templates: { 'contract-renewed': env.ZALO_ZNS_TEMPLATE_CONTRACT_RENEWED ?? '' },
        timeoutMs: 10_000,
      });
  }
}
