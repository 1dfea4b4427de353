/**
 * The port the notification outbox is sent through (docs/decisions/0026). A message is what one
 * client is told on one channel; the worker (jobs/notifications.ts) composes it from an outbox row
 * and marks the row sent or failed. Adapters: the recording notifier (development and tests, it
 * sends nothing) and Zalo ZNS (zalo-zns.ts).
 */

/** One message for one client: its kind says which template it is, `data` fills the template. */
export type NotifierMessage = {
  outboxId: number;
  channel: 'ZALO';
  kind: string;
  /** The client's phone as the shop keeps it (0912345678). */
  phone: string;
  data: Record<string, string>;
};

export type NotifierReceipt = { providerMessageId: string | null };

export type Notifier = {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws NotifierError otherwise. */
  send(message: NotifierMessage): Promise<NotifierReceipt>;
};

/**
 * A refused or failed delivery. `permanent`: trying again cannot help (an unknown template, a
 * phone the provider refuses), so the worker gives up at once.
 */
export class NotifierError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent = false) {
    super(message);
    this.name = 'NotifierError';
    this.permanent = permanent;
  }
}

/**
 * Development and tests: keeps every message it is given (and can be told to fail), sends
 * nothing anywhere.
 */
export class RecordingNotifier implements Notifier {
  readonly name = 'recording';
  /** The latest messages, oldest first (at most `keep`). */
  readonly sent: NotifierMessage[] = [];
  private failures: NotifierError[] = [];

  constructor(
    private readonly onSend: (message: NotifierMessage) => void = () => undefined,
    private readonly keep = 100,
  ) {}

  /** The next sends throw these, in order. */
  failNext(...errors: NotifierError[]): void {
    this.failures.push(...errors);
  }

  async send(message: NotifierMessage): Promise<NotifierReceipt> {
    const failure = this.failures.shift();
    if (failure) {
      throw failure;
    }
    this.sent.push(message);
    if (this.sent.length > this.keep) {
      this.sent.shift();
    }
    this.onSend(message);
    return { providerMessageId: `recorded-${message.outboxId}` };
  }
}
