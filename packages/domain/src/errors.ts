/**
 * The error catalogue shared by server and console. Codes from the spec (A§8, B§8) keep their
 * numbers; the 1xxx codes are ours for the generic HTTP failures the spec does not number.
 */
export const errorCodes = {
  unknown: -1,
  invalidResponse: -2,
  invalidRequest: 1000,
  notFound: 1004,
  conflict: 1009,
  payloadTooLarge: 1013,
  forbidden: 1003,
  clientInfoUsed: 3002,
  callLogExists: 6001,
  cashClosureExists: 7001,
  branchNotFound: 7002,
  dateBeforeClosure: 7003,
  closureNotLatest: 7004,
  pendingLogsInClosure: 7005,
  fundNotFound: 7006,
  futureDate: 7007,
  logInClosedRange: 7008,
  invalidToken: 9000,
  userNotFound: 9001,
  incorrectPassword: 9002,
  invalidRefreshToken: 9003,
  branchNotAllowed: 9004,
  tooManyAttempts: 9005,
  userDisabled: 9006,
  confirmPasswordMismatch: 9007,
  newPasswordSameAsCurrent: 9008,
} as const;

export type ErrorName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorName];

export type ApiErrorBody = { error: { code: number; message: string } };
