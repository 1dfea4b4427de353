import type { CashClosureDto, CashLogDto } from '@pawndesk/domain/cash-log-api';
import type { CashLogViewRow, ClosureRow } from './cash-log.repo.ts';
import type { ContractLink } from './contract-refs.ts';

export function toCashLogDto(
  row: CashLogViewRow,
  contract: ContractLink | null,
  withBalances: boolean,
): CashLogDto {
  const n = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    registrationDate: row.registration_date,
    amount: Number(row.amount),
    direction: Number(row.direction),
    category: { id: row.category_id, parent: row.category_parent },
    branch: row.branch_id === null ? null : { id: row.branch_id, name: row.branch_name ?? '' },
    targetBranch: {
      id: row.target_branch_id,
      code: row.target_branch_code,
      name: row.target_branch_name,
    },
    type: row.type,
    mifosLoanId: n(row.mifos_loan_id),
    mifosRenewLoanId: n(row.mifos_renew_loan_id),
    notes: row.notes,
    contract,
    agent:
      row.agent_first_name === null || row.agent_last_name === null
        ? null
        : { firstName: row.agent_first_name, lastName: row.agent_last_name },
    fund: { id: row.fund_id, name: row.fund_name },
    cashBalance: withBalances ? n(row.cash_balance) : null,
    bankBalance: withBalances ? n(row.bank_balance) : null,
    status: row.status,
    retractedLog: n(row.retracted_log_id),
    origin: row.origin,
    contractTransactionId: n(row.contract_transaction_id),
    createdAt: row.created_at,
  };
}

export function toClosureDto(view: {
  closure: ClosureRow;
  fund: { id: number; name: string; type: 'CASH' | 'BANK' };
  isLatest: boolean;
}): CashClosureDto {
  const { closure } = view;
  return {
    id: closure.id,
    closureDate: closure.closureDate,
    balance: closure.balance,
    computedBalance: closure.computedBalance,
    notes: closure.notes,
    fund: view.fund,
    createdAt: closure.createdAt.toISOString(),
    isLatest: view.isLatest,
  };
}
