import type { ClientNoteDto } from '@pawndesk/domain/client-api';
import type { ContractDto, FeeDto, TransactionDto } from '@pawndesk/domain/contract-api';
import {
  availableActions,
  type ContractFacts,
  canRetract,
  isActive,
} from '@pawndesk/domain/contract-states';
import { businessDate } from '@pawndesk/domain/dates';
import {
  type LoanFigures,
  lateDays,
  outstanding,
  overdueFeeDue,
  overdueFeePerDay,
  renewalDue,
  totalDue,
} from '@pawndesk/domain/loan-math';
import type { Principal } from '@pawndesk/domain/permissions';
import type { NoteView } from './contract-history.repo.ts';
import type { FeeRow, TransactionView } from './contract-money.repo.ts';
import type { ContractRow, ContractView } from './contracts.repo.ts';

export function factsOf(contract: ContractRow): ContractFacts {
  return {
    status: contract.status,
    hasParent: contract.parentId !== null,
    submittedOn: contract.submittedOn,
    createdOn: businessDate(contract.createdAt),
    approvedOn: contract.approvedOn,
    disbursedOn: contract.disbursedOn,
    repaidOn: contract.repaidOn,
    renewedOn: contract.renewedOn,
  };
}

/** The contract's money from its stored columns; overdue fee = the override, else what is charged. */
export function figuresOf(contract: ContractRow, overdue?: number): LoanFigures {
  return {
    principalAmount: contract.principalAmount,
    interestAmount: contract.interestAmount,
    roundingFee: contract.roundingFee,
    overdueFee: overdue ?? contract.overridedOverdueFee ?? contract.chargedOverdueFee,
    liquidationFee: contract.liquidationFee,
    failedCommitmentFee: contract.failedCommitmentFee,
    storageFee: contract.storageFee,
    renewalDifference: contract.renewalDifference,
    adjustedAmount: contract.adjustedAmount,
    repaidAmount: contract.repaidAmount,
    waivedAmount: contract.waivedAmount,
    isAdvance: contract.isAdvance,
    interestRate: contract.interestRate,
  };
}

export function toContractDto(view: ContractView, principal: Principal, now: Date): ContractDto {
  const { contract, product } = view;
  const today = businessDate(now);
  const active = isActive(contract.status);
  const currentOverdue = active
    ? overdueFeeDue(contract, product.loanTerm, today)
    : (contract.overridedOverdueFee ?? contract.chargedOverdueFee);
  const charged = figuresOf(contract);
  const current = figuresOf(contract, currentOverdue);
  return {
    id: contract.id,
    finfluxId: contract.finfluxId,
    mifosId: contract.mifosId,
    status: contract.status,
    contractType: contract.contractType,
    submittedOn: contract.submittedOn,
    originallySubmittedOn: contract.originallySubmittedOn,
    maturesOn: contract.maturesOn,
    maturesDate: contract.maturesOn,
    overridedMaturesOn: contract.overridedMaturesOn,
    dueDate: contract.dueDate,
    approvedOn: contract.approvedOn,
    disbursedOn: contract.disbursedOn,
    repaidOn: contract.repaidOn,
    renewedOn: contract.renewedOn,
    closedOn: contract.closedOn,
    createdAt: contract.createdAt.toISOString(),
    requiredAmount: contract.requiredAmount,
    proposedAmount: contract.proposedAmount,
    approvedAmount: contract.approvedAmount,
    adjustedAmount: contract.adjustedAmount,
    hasValueAdjustment: contract.adjustedAmount > 0,
    principalAmount: contract.principalAmount,
    interestAmount: contract.interestAmount,
    interestRate: contract.interestRate,
    specialInterestValue: contract.interestRate,
    isAdvance: contract.isAdvance,
    roundingFee: contract.roundingFee,
    storageFee: contract.storageFee,
    warehousingFee: contract.storageFee,
    discountAmount: contract.discountAmount,
    receivedAmount: contract.receivedAmount,
    disbursementAmount: contract.disbursementAmount,
    disburseType: contract.disburseType,
    repaidAmount: contract.repaidAmount,
    waivedAmount: contract.waivedAmount,
    renewalDifference: contract.renewalDifference,
    chargedOverdueFee: contract.chargedOverdueFee,
    overridedOverdueFee: contract.overridedOverdueFee,
    liquidationFee: contract.liquidationFee,
    failedCommitmentFee: contract.failedCommitmentFee,
    lateDays: active ? lateDays(contract.maturesOn, today) : 0,
    overdueFee: currentOverdue,
    overdueFeePerDay: overdueFeePerDay(contract.interestAmount, product.loanTerm),
    totalDue: totalDue(charged),
    totalOutstanding: outstanding(charged),
    toRepay: active ? outstanding(current) : 0,
    // The renew amount as a customer reads it: what was paid beyond interest and fees is
    // principal paid back, never a negative amount to pay (decisions/0018).
    toRenew: active ? renewalDue(current).amount : 0,
    principalPaidBack: active ? renewalDue(current).principalPaidBack : 0,
    cancelReason: contract.cancelReason,
    branch: { id: view.branch.id, branchName: view.branch.name },
    product: {
      id: product.id,
      productName: product.productName,
      productDesc: product.productDesc,
      interestType: product.interestType,
      prepaid: product.interestType === 'ADVANCE',
      loanTerm: product.loanTerm,
      repayEvery: product.repayEvery,
    },
    promotion: view.promotion,
    client: {
      id: view.client.id,
      finfluxId: view.client.finfluxId,
      name: `${view.client.lastName} ${view.client.firstName}`,
      primaryPhone: view.client.primaryPhone,
    },
    asset: { ...view.asset, storage: view.storage },
    assetType: view.assetType ?? { name: 'Other', description: '' },
    validator: view.validator
      ? {
          username: view.validator.username,
          firstName: view.validator.firstName,
          lastName: view.validator.lastName,
        }
      : null,
    parent: view.parent,
    renewal:
      view.renewalId !== null && view.renewalFinfluxId !== null
        ? { id: Number(view.renewalId), finfluxId: Number(view.renewalFinfluxId) }
        : null,
    orderId: contract.orderId,
    allowedActions: availableActions(factsOf(contract), principal, today),
  };
}

export function toTransactionDto(
  view: TransactionView,
  status: ContractRow['status'],
  principal: Principal,
): TransactionDto {
  const { transaction } = view;
  return {
    id: transaction.id,
    registeredOn: transaction.registeredOn,
    actionOn: transaction.actionOn,
    type: transaction.type,
    amount: transaction.amount,
    status: transaction.status,
    action: transaction.action,
    parentId: transaction.parentId,
    isRenewalDifference: transaction.isRenewalDifference,
    manual: transaction.manual,
    retractable: canRetract(transaction, status, principal),
    createdAt: transaction.createdAt.toISOString(),
    createdBy:
      view.createdBy?.firstName != null && view.createdBy.lastName != null
        ? { firstName: view.createdBy.firstName, lastName: view.createdBy.lastName }
        : null,
  };
}

export function toFeeDto(row: FeeRow): FeeDto {
  return {
    id: row.id,
    type: row.type,
    registeredOn: row.registeredOn,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNoteDto(row: NoteView): ClientNoteDto {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdBy?.firstName != null && row.createdBy.lastName != null
        ? { firstName: row.createdBy.firstName, lastName: row.createdBy.lastName }
        : null,
  };
}
