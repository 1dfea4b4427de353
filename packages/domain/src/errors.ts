/**
 * The error catalogue shared by server and console. Codes from the spec (A§8, B§8) keep their
 * numbers; the 1xxx codes are ours for the generic HTTP failures the spec does not number, the
 * 5xxx codes ours for the refusals the spec names without a number (B§5, B§8).
 */
export const errorCodes = {
  unknown: -1,
  invalidResponse: -2,
  invalidRequest: 1000,
  notFound: 1004,
  /** The path exists but not with this method (405, with an Allow header). */
  methodNotAllowed: 1005,
  conflict: 1009,
  payloadTooLarge: 1013,
  forbidden: 1003,
  clientInfoUsed: 3002,
  /** A printed document (the shop's copy of what the client received) is kept: never archived. */
  printedDocumentKept: 4001,
  /** INVALID_TRANSACTION_DATE: before the disbursal or the latest transaction, or after today. */
  invalidTransactionDate: 5001,
  /** INVALID_REPAYMENT_DATE: outside the repayment date window (B§5). */
  invalidRepaymentDate: 5002,
  /** INVALID_DISBURSEMENT_DATE: outside the disbursement date window (B§5). */
  invalidDisbursementDate: 5003,
  /** INVALID_RENEWAL_DATE: outside the renewal date window (B§5). */
  invalidRenewalDate: 5004,
  /** INVALID_MATURITY_DATE: maturity not after the disbursement date. */
  invalidMaturityDate: 5005,
  /** INVALID_AMOUNT: a payment above what is owed, a waiver above the interest left. */
  invalidAmount: 5006,
  /** INVALID_DISBURSEMENT_AMOUNT: the client would receive less than nothing. */
  invalidDisbursementAmount: 5007,
  approvedAmountGreaterThanValuatedAmount: 5008,
  /** NEWPRICE_GREATER_OLDPRICE: a value adjustment's new price above the approved amount. */
  newPriceGreaterOldPrice: 5009,
  /** REDEEM_ERROR: repaying or closing a contract that is not active. */
  redeemError: 5010,
  /** REDEEM_CLOSED_ERROR: repaying or closing a contract that is already settled. */
  redeemClosedError: 5011,
  /** INVALID_DATE_FORMAT: a date that does not parse, or a birth date in the future (B§5). */
  invalidDateFormat: 5012,
  /** INVALID_AGE: a client younger than 15 or born before the calendar's range (B§5, B§9). */
  invalidAge: 5013,
  /** INVALID_POSITIVE_NUMBER: a value adjustment's new price of 0 or below (B§5). */
  invalidPositiveNumber: 5014,
  /**
   * An order has one contract (B§4 Creation wizard): a second one for it is refused (409). A
   * rejected (cancelled) contract no longer counts.
   */
  orderHasContract: 5020,
  callLogExists: 6001,
  cashClosureExists: 7001,
  branchNotFound: 7002,
  dateBeforeClosure: 7003,
  closureNotLatest: 7004,
  pendingLogsInClosure: 7005,
  fundNotFound: 7006,
  futureDate: 7007,
  logInClosedRange: 7008,
  /** A manual entry for a contract payment the contract action already wrote (decisions/0011). */
  contractPaymentRecorded: 7009,
  invalidToken: 9000,
  userNotFound: 9001,
  incorrectPassword: 9002,
  invalidRefreshToken: 9003,
  branchNotAllowed: 9004,
  tooManyAttempts: 9005,
  userDisabled: 9006,
  confirmPasswordMismatch: 9007,
  newPasswordSameAsCurrent: 9008,
  /** A staff account's username is already taken (case ignored). */
  usernameTaken: 9010,
  /** The change would leave the administrator without their own administration rights, or the
   * shop without an active superuser. */
  lastAdministrator: 9011,
  /** A role's key is already taken. */
  roleKeyTaken: 9012,
  /** A one-time password must be changed before any other call (403). */
  passwordChangeRequired: 9013,
  /** A staff member's internal extension is already another's (409). */
  extensionTaken: 9014,
  /** The liquidation toggle on a contract that is not overdue (A§2.8). */
  contractNotOverdue: 8001,
} as const;

export type ErrorName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorName];

export type ApiErrorBody = { error: { code: number; message: string } };
