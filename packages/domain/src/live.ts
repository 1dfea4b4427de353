import type { Permission } from './permissions.ts';

/** Named live-update channels (SHELL-9). */
export const liveChannels = ['orders', 'payment-reminder', 'call-logs'] as const;
export type LiveChannel = (typeof liveChannels)[number];

/** Reconnect: 1 s first, then 3 s more per attempt; give up once the delay reaches 6,000,000 ms (A§4.5). */
export const reconnectFirstDelayMs = 1000;
export const reconnectStepMs = 3000;
export const reconnectGiveUpMs = 6_000_000;

/** The delay before reconnect attempt `attempt` (0-based), or undefined when it is time to give up. */
export function reconnectDelay(attempt: number): number | undefined {
  const delay = reconnectFirstDelayMs + attempt * reconnectStepMs;
  return delay >= reconnectGiveUpMs ? undefined : delay;
}

/** Messages the console sends on /live. */
export type LiveClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; channel: LiveChannel }
  | { type: 'unsubscribe'; channel: LiveChannel }
  /**
   * Whether the console's tab is in view (document.visibilityState), sent after every `ready` and
   * on each change: a callee with no tab in view gets a push for an inbound call (decisions/0028).
   */
  | { type: 'visibility'; visible: boolean };

/** Messages the server sends on /live. */
export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'subscribed'; channel: LiveChannel }
  | { type: 'event'; channel: LiveChannel; data: unknown }
  | { type: 'error'; code: number; message: string };

/** Close code the server uses when the token is missing, invalid or expired. */
export const liveCloseUnauthorized = 4401;

/** Who may subscribe to each channel; an empty list means any signed-in user. */
export const liveChannelPermissions: Record<LiveChannel, readonly Permission[]> = {
  orders: ['order_access'],
  'payment-reminder': ['payment_reminder_access'],
  'call-logs': [],
};
