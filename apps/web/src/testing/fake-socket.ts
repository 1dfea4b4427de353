import type { LiveSocket } from '../lib/live-client.ts';

/** A WebSocket stand-in the test drives by hand: open it, answer it, close it. */
export class FakeSocket implements LiveSocket {
  static created: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) {
      throw new Error('no socket was created');
    }
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closedWith = code;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
