/**
 * The contract state machine (A§4.2, B§4): which action is allowed in which status, by whom and
 * when. The server refuses what this refuses; the console shows only what this allows.
 */
import { daysBetween } from './dates.ts';
import { hasPermissions, type Principal } from './permissions.ts';

export const contractStatuses = [
  'PENDING',
  'APPROVED',
  'DISBURSED',
  'OVERDUE',
  'REJECTED',
  'REPAID',
  'RENEWED',
  'CLOSED',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Disbursed or overdue: the loan is out and earning. */
export const activeStatuses: readonly ContractStatus[] = ['DISBURSED', 'OVERDUE'];
export const closedStatuses: readonly ContractStatus[] = [
  'REJECTED',
  'REPAID',
  'RENEWED',
  'CLOSED',
];

export function isActive(status: ContractStatus): boolean {
  return activeStatuses.includes(status);
}

/** Paid off: a repayment or a redeem ended it. */
export function isSettled(status: ContractStatus): boolean {
  return status === 'REPAID' || status === 'CLOSED';
}

/** A renewal contract still standing (not rejected or closed) blocks another renewal. */
export function isStanding(status: ContractStatus): boolean {
  return status !== 'REJECTED' && status !== 'CLOSED';
}

/** Why renewing is refused (A§8, B§4): closed, else not renewable. */
export function notRenewableMessage(status: ContractStatus): string {
  return isSettled(status) ? 'Hợp đồng đã đóng' : 'Hợp đồng này không thể gia hạn';
}

/** Why repaying or redeeming is refused (B§8): closed, else not activated. */
export function notRedeemableMessage(status: ContractStatus): string {
  return isSettled(status) ? 'Hợp đồng đã đóng' : 'Hợp đồng chưa kích hoạt';
}

export const contractActions = [
  'approve',
  'reject',
  'edit',
  'disburse',
  'undoApproval',
  'undoDisbursal',
  'repay',
  'undoRepayment',
  'renew',
  'undoRenewal',
  'addTransaction',
  'chargeFee',
  'overrideOverdueFee',
  'adjustValue',
  'liquidize',
  'close',
  'sendRenewedNotification',
] as const;
export type ContractAction = (typeof contractActions)[number];

/**
 * Actions the state machine checks that are not buttons of the contract (not in
 * `allowedActions`): a transaction is retracted from its own row, where `canRetract` decides.
 */
export const rowActions = ['retractTransaction'] as const;
type RowAction = (typeof rowActions)[number];
/** Every action the server checks against the contract's state. */
export type CheckedAction = ContractAction | RowAction;

const active = activeStatuses;
/** The statuses each action starts from (A§4.2, B§4). */
const actionStatuses: Record<CheckedAction, readonly ContractStatus[]> = {
  approve: ['PENDING'],
  reject: ['PENDING'],
  edit: ['PENDING'],
  disburse: ['APPROVED'],
  undoApproval: ['APPROVED'],
  undoDisbursal: active,
  repay: active,
  undoRepayment: ['REPAID'],
  renew: active,
  undoRenewal: ['RENEWED', 'PENDING'],
  addTransaction: active,
  retractTransaction: active,
  chargeFee: active,
  overrideOverdueFee: active,
  adjustValue: active,
  liquidize: ['OVERDUE'],
  close: active,
  sendRenewedNotification: ['RENEWED'],
};

const undoActions = ['undoApproval', 'undoDisbursal', 'undoRepayment', 'undoRenewal'] as const;
type UndoAction = (typeof undoActions)[number];

/** Undo window in days (A§9); a superuser has none. */
const undoWindowDays = 3;
/** Repayment, disbursement and renewal dates may go this many days back (B§9); superuser exempt. */
const dateWindowDays = 10;
/** A pending contract can be edited this many days after it was created (A§4.2). */
const editWindowDays = 3;

/** What the rules need to know about a contract. Dates are business dates (YYYY-MM-DD). */
export type ContractFacts = {
  status: ContractStatus;
  hasParent: boolean;
  submittedOn: string;
  createdOn: string;
  approvedOn: string | null;
  disbursedOn: string | null;
  repaidOn: string | null;
  renewedOn: string | null;
};

export type Refusal =
  | 'STATUS'
  | 'PERMISSION'
  | 'UNDO_WINDOW'
  | 'EDIT_WINDOW'
  | 'HAS_PARENT'
  | 'NOT_SUBMITTED_YET';

type Verdict = { ok: true } | { ok: false; refusal: Refusal };

const allowed: Verdict = { ok: true };
function refuse(refusal: Refusal): Verdict {
  return { ok: false, refusal };
}

/** The date an undo is measured from. */
function undoDate(action: UndoAction, c: ContractFacts): string | null {
  switch (action) {
    case 'undoApproval':
      return c.approvedOn;
    case 'undoDisbursal':
      return c.disbursedOn;
    case 'undoRepayment':
      return c.repaidOn;
    case 'undoRenewal':
      // A pending child is undone from its own creation; the renewed parent from its renewal.
      return c.status === 'PENDING' ? c.createdOn : c.renewedOn;
  }
}

function isUndo(action: CheckedAction): action is UndoAction {
  return (undoActions as readonly string[]).includes(action);
}

/** May `principal` take `action` on contract `c` today? */
export function checkAction(
  action: CheckedAction,
  c: ContractFacts,
  principal: Principal,
  today: string,
): Verdict {
  if (!actionStatuses[action].includes(c.status)) {
    return refuse('STATUS');
  }
  if (action === 'undoRenewal' && c.status === 'PENDING' && !c.hasParent) {
    return refuse('STATUS');
  }
  if (action === 'sendRenewedNotification' && !principal.isSuperuser) {
    return refuse('PERMISSION');
  }
  if (action === 'adjustValue' && !hasPermissions(principal, ['value_adjustment_access'])) {
    return refuse('PERMISSION');
  }
  if (action === 'edit') {
    if (c.hasParent) {
      return refuse('HAS_PARENT');
    }
    if (daysBetween(c.createdOn, today) > editWindowDays) {
      return refuse('EDIT_WINDOW');
    }
  }
  if (action === 'disburse' && c.submittedOn > today) {
    return refuse('NOT_SUBMITTED_YET');
  }
  if (isUndo(action)) {
    if (!hasPermissions(principal, ['undo_contract'])) {
      return refuse('PERMISSION');
    }
    const from = undoDate(action, c);
    if (!principal.isSuperuser && from !== null && daysBetween(from, today) > undoWindowDays) {
      return refuse('UNDO_WINDOW');
    }
  }
  return allowed;
}

/** Every action `principal` may take on `c` today (the detail page's buttons). */
export function availableActions(
  c: ContractFacts,
  principal: Principal,
  today: string,
): ContractAction[] {
  return contractActions.filter((action) => checkAction(action, c, principal, today).ok);
}

/**
 * A repayment, disbursement or renewal date: not after today and, unless superuser, at most
 * 10 days back (B§5); never before `notBefore` (the submission date) when given.
 */
export function isValidActionDate(
  date: string,
  today: string,
  isSuperuser: boolean,
  notBefore?: string | null,
): boolean {
  if (date > today) {
    return false;
  }
  if (notBefore && date < notBefore) {
    return false;
  }
  return isSuperuser || daysBetween(date, today) <= dateWindowDays;
}

/** A new loan, or a renewal of an active one (its parent). */
export const contractTypes = ['NEW', 'RENEWAL'] as const;

export const transactionActions = ['REPAY', 'RENEW', 'VOID', 'WAIVE'] as const;
export const transactionStatuses = ['REGISTERED', 'RETRACTED'] as const;
type TransactionAction = (typeof transactionActions)[number];
export const paymentTypes = ['CASH', 'BANK'] as const;
export type PaymentType = (typeof paymentTypes)[number];

type TransactionFacts = {
  status: (typeof transactionStatuses)[number];
  action: TransactionAction;
  parentId: number | null;
  /** Rows written by the core itself (prepaid interest at disbursal, renewal) are not retractable. */
  manual: boolean;
};

/**
 * A registered transaction with no parent and action repay or waive can be retracted (B§4); the
 * undo icon shows on a disbursed contract, or on an overdue one for holders of undo_contract.
 */
export function canRetract(
  tx: TransactionFacts,
  contractStatus: ContractStatus,
  principal: Principal,
): boolean {
  if (tx.status !== 'REGISTERED' || tx.parentId !== null || !tx.manual) {
    return false;
  }
  if (tx.action !== 'REPAY' && tx.action !== 'WAIVE') {
    return false;
  }
  if (contractStatus === 'DISBURSED') {
    return true;
  }
  return contractStatus === 'OVERDUE' && hasPermissions(principal, ['undo_contract']);
}

/**
 * A new transaction's date: not before the disbursement date, not after today, not before the
 * latest registered transaction (B§5 INVALID_TRANSACTION_DATE).
 */
export function isValidTransactionDate(input: {
  date: string;
  today: string;
  disbursedOn: string | null;
  latestRegisteredOn: string | null;
}): boolean {
  if (input.date > input.today) {
    return false;
  }
  if (input.disbursedOn && input.date < input.disbursedOn) {
    return false;
  }
  return !(input.latestRegisteredOn && input.date < input.latestRegisteredOn);
}

/** Cancel reasons (A§4.2); the reject button stays disabled until one is picked. */
export const cancelReasons = [
  'FRAUD',
  'NOT_ELIGIBLE',
  'RATE_DISAGREEMENT',
  'TERMS_DISAGREEMENT',
] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** Disbursal needs no type dialog when the parent lent at least as much (A§4.2). */
export function needsDisburseType(
  approvedAmount: number,
  parentApprovedAmount: number | null,
): boolean {
  return parentApprovedAmount === null || parentApprovedAmount < approvedAmount;
}
