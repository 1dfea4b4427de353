import {
  type Notifier,
  NotifierError,
  type NotifierMessage,
  type NotifierReceipt,
} from './notifier.ts';

/**
 * Zalo Notification Service (ZNS) settings, from the environment (env.ts, docs/decisions/0026):
 * the official account's access token, the approved template of each message kind, and the
 * endpoint (Zalo's by default; a stand-in in tests).
 */
export type ZaloZnsConfig = {
  endpoint: string;
  accessToken: string;
  /** Message kind (e.g. contract-renewed) → the ZNS template id approved for it. */
  templates: Readonly<Record<string, string>>;
  timeoutMs: number;
};

export const zaloZnsEndpoint = 'https://business.openapi.zalo.me/message/template';

/** ZNS wants the phone in international form without the plus: 0912345678 → 84912345678. */
export function znsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('84')) {
    return digits;
  }
  return digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
}

/** ZNS answers `{ error: 0, data: { msg_id } }` on success, a non-zero error with a message else. */
type ZnsAnswer = { error?: number; message?: string; data?: { msg_id?: string } };

/**
 * Sends a message as a ZNS template message: POST {endpoint} with the `access_token` header and
 * `{ phone, template_id, template_data, tracking_id }`. A refused answer is a NotifierError,
 * permanent unless it is a server error or a timeout. Not reachable from the development machine:
 * only its request shaping is tested, against a local stand-in.
 */
export class ZaloZnsNotifier implements Notifier {
  readonly name = 'zalo-zns';

  constructor(
    private readonly config: ZaloZnsConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: NotifierMessage): Promise<NotifierReceipt> {
    const templateId = this.config.templates[message.kind];
    if (!templateId) {
      throw new NotifierError(`Chưa cấu hình mẫu ZNS cho ${message.kind}`, true);
    }
    let response: Response;
    try {
      response = await this.fetchImpl(this.config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: this.config.accessToken },
        body: JSON.stringify({
          phone: znsPhone(message.phone),
          template_id: templateId,
          template_data: message.data,
          tracking_id: `outbox-${message.outboxId}`,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new NotifierError(`Không gọi được Zalo ZNS: ${(error as Error).message}`);
    }
    if (response.status >= 500) {
      throw new NotifierError(`Zalo ZNS trả lỗi HTTP ${response.status}`);
    }
    let answer: ZnsAnswer;
    try {
      answer = (await response.json()) as ZnsAnswer;
    } catch {
      throw new NotifierError(`Zalo ZNS trả lời không đọc được (HTTP ${response.status})`);
    }
    if (!response.ok || answer.error !== 0) {
      throw new NotifierError(
        `Zalo ZNS từ chối (${answer.error ?? response.status}): ${answer.message ?? ''}`.trim(),
        true,
      );
    }
    return { providerMessageId: answer.data?.msg_id ?? null };
  }
}
