import { endpoint } from './endpoint.ts';
import {
  pushSubscriptionDto,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  vapidKeyDto,
} from './push-api.ts';

/** Web Push subscriptions of the signed-in user's browsers, base B (SHELL-11; decisions/0028). */
export const pushEndpoints = {
  vapidKey: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/push/vapid-key/',
    response: vapidKeyDto,
  }),
  /** One row per browser (its endpoint); subscribing again updates it. */
  subscribe: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/push/subscriptions/',
    body: pushSubscriptionInput,
    response: pushSubscriptionDto,
  }),
  /** The console's logout and the profile menu's switch remove the browser's subscription. */
  unsubscribe: endpoint({
    method: 'DELETE',
    base: 'B',
    path: '/v1/push/subscriptions/',
    body: pushUnsubscribeInput,
    response: pushSubscriptionDto,
  }),
} as const;
