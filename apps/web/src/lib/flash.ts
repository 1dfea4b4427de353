import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Flash messages (info or error, auto-hide) need antd's App context, which only exists inside the
 * React tree; code outside it (the query cache's error handler) reaches it through this bridge.
 */
let instance: MessageInstance | undefined;

export function registerFlash(next: MessageInstance): () => void {
  instance = next;
  return () => {
    if (instance === next) {
      instance = undefined;
    }
  };
}

export const flash = {
  info(text: string): void {
    instance?.info(text);
  },
  error(text: string): void {
    // Errors stay a little longer than the default 3 s: they usually need reading.
    instance?.error(text, 5);
  },
};
