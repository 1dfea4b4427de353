import { type ErrorName, errorCodes } from '@pawndesk/domain/errors';

const statusByName: Partial<Record<ErrorName, number>> = {
  invalidRequest: 400,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  forbidden: 403,
  invalidToken: 401,
  userNotFound: 400,
  incorrectPassword: 400,
  invalidRefreshToken: 400,
  branchNotAllowed: 403,
  tooManyAttempts: 429,
  userDisabled: 403,
  confirmPasswordMismatch: 400,
  newPasswordSameAsCurrent: 400,
  clientInfoUsed: 400,
  callLogExists: 409,
  redeemError: 409,
  redeemClosedError: 409,
  printedDocumentKept: 409,
  contractNotOverdue: 409,
  usernameTaken: 409,
  lastAdministrator: 409,
  passwordChangeRequired: 403,
  roleKeyTaken: 409,
  orderHasContract: 409,
  extensionTaken: 409,
};

/** The HTTP status an error of the catalogue answers with (400 unless stated). */
export function errorStatus(name: ErrorName): number {
  return statusByName[name] ?? 400;
}

/** A business error with a catalogue code; the error handler turns it into the spec's error body. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Extra fields of the error body beside code and message (an import's per-row report). */
  readonly details: Record<string, unknown>;

  constructor(
    name: ErrorName,
    message: string,
    options: { headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = errorCodes[name];
    this.status = errorStatus(name);
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}
