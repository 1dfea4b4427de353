import {
  adminBranchDto,
  adminFundDto,
  bankAccountInput,
  branchAdminListDto,
  branchUpdateInput,
  fundCreateInput,
  fundUpdateInput,
} from './branch-admin-api.ts';
import { endpoint } from './endpoint.ts';

/** Branch administration (issue 19), base B: staff_admin or a superuser. The paths are ours. */
export const branchAdminEndpoints = {
  /** Every branch with its bank account, and every fund (inactive ones included). */
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/branch-settings/',
    response: branchAdminListDto,
  }),
  /** Name and address; the code never changes. */
  update: endpoint({
    method: 'PATCH',
    base: 'B',
    path: '/v1/branch-settings/{id}/',
    body: branchUpdateInput,
    response: adminBranchDto,
  }),
  /** Sets (or replaces) the account a branch's bills ask transfers to. */
  setBankAccount: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/branch-settings/{id}/bank-account/',
    body: bankAccountInput,
    response: adminBranchDto,
  }),
  /** Bills of the branch then carry no VietQR. */
  removeBankAccount: endpoint({
    method: 'DELETE',
    base: 'B',
    path: '/v1/branch-settings/{id}/bank-account/',
    response: adminBranchDto,
  }),
  /** A branch has at most one active fund of each type. */
  createFund: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/funds/',
    body: fundCreateInput,
    response: adminFundDto,
  }),
  /** Rename, deactivate or reactivate; a fund is never deleted. */
  updateFund: endpoint({
    method: 'PATCH',
    base: 'B',
    path: '/v1/funds/{id}/',
    body: fundUpdateInput,
    response: adminFundDto,
  }),
} as const;
