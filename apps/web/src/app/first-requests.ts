import { businessDate } from '@pawndesk/domain/dates';

type FirstRequests = { startFirstRequests(url: URL, today: string): void };

/**
 * The busiest screens' first GETs start as the console's code starts, before React renders the
 * shell and the screen (issue 18 item 5): a reload shows the rows about 250 ms sooner. Each
 * feature sends exactly what its screen's first call asks for; the call takes that answer
 * (ApiClient.startEarly). Each is loaded on its own path, so no screen loads another's code.
 * Not the cash log: with its entries there before its categories, its rows were seen in CI with
 * category ids and without their row attributes (ADR 0040), a render to understand first.
 */
const byPath: [RegExp, () => Promise<FirstRequests>][] = [
  [/^\/(my-)?orders$/, () => import('../features/orders/first-requests.ts')],
  [/^\/contracts(\/\d+)?$/, () => import('../features/contracts/first-requests.ts')],
  [/^\/clients$/, () => import('../features/clients/first-requests.ts')],
  [/^\/asset$/, () => import('../features/assets/first-requests.ts')],
];

export function startFirstRequests(location: Location): void {
  const url = new URL(location.href);
  const load = byPath.find(([path]) => path.test(url.pathname))?.[1];
  // Only a help: a screen whose module fails to load here loads and asks on its own.
  void load?.()
    .then((screen) => screen.startFirstRequests(url, businessDate(new Date())))
    .catch(() => undefined);
}
