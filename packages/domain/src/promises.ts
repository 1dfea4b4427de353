/**
 * Promises to pay (issue 16 item 6, beyond the spec): the payment date a collector saves with a
 * reminder result is the client's promise. It is kept when the client pays on one of their
 * contracts between the day the promise was made and the promised day (inclusive); broken when
 * the promised day has passed without such a payment (a later payment does not mend it); open
 * while the day has not passed. Server (list flags, filter, summary counts) and console read the
 * rule from here; the server's SQL mirrors it and its tests compare the two.
 */

export const promiseStates = ['open', 'kept', 'broken'] as const;
export type PromiseState = (typeof promiseStates)[number];

/** What counts as a payment towards a promise: a registered repayment or renewal. */
export const promisePaymentActions = ['REPAY', 'RENEW'] as const;

export type PaymentPromise = {
  /** The business date the result carrying the promise was saved. */
  promisedOn: string;
  /** The promised payment date. */
  paymentDate: string;
};

/**
 * The state of a promise on `today`, given `firstPaidOn`: the business date of the client's first
 * payment on or after `promisedOn` (null when none).
 */
export function promiseState(
  promise: PaymentPromise,
  firstPaidOn: string | null,
  today: string,
): PromiseState {
  if (firstPaidOn !== null && firstPaidOn >= promise.promisedOn) {
    if (firstPaidOn <= promise.paymentDate) {
      return 'kept';
    }
  }
  return promise.paymentDate < today ? 'broken' : 'open';
}

/**
 * Whether a client's next action is due for the "call now" view: its time has come (at or before
 * now). A client with no next action time is not listed.
 */
export function isCallDue(nextActionAt: Date | null, now: Date): boolean {
  return nextActionAt !== null && nextActionAt.getTime() <= now.getTime();
}
