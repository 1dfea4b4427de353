import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { CommitmentTerms, PrintIssuer } from '@pawndesk/domain/print-documents';
import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';

/**
 * The contract's branch as the preview prints it: its name, its address (reference data) and, on
 * a bank-transfer bill, its receiving account (the redeem info's). The company name and phone are
 * server settings no call answers yet, so the preview leaves them out; the printed copy is the
 * server's archived PDF, which has them.
 */
export function contractIssuer(
  contract: Pick<ContractDto, 'branch'>,
  misc: Pick<MiscDto, 'branches'>,
  bankAccount: PrintIssuer['bankAccount'] = null,
): PrintIssuer {
  const branch = misc.branches.find((candidate) => candidate.id === contract.branch.id);
  return {
    companyName: '',
    branchName: contract.branch.branchName,
    branchAddress: branch?.address ?? '',
    phone: null,
    bankAccount,
  };
}

/**
 * The product's commitment (B§3 Product), which the contract DTO leaves out: the failed
 * commitment fee and the printed service fee need it. A product no longer listed has none.
 */
export function commitmentTerms(
  contract: Pick<ContractDto, 'product'>,
  misc2: Pick<Misc2Dto, 'products'>,
): CommitmentTerms {
  const product = misc2.products.find((candidate) => candidate.id === contract.product.id);
  return {
    loanTerm: contract.product.loanTerm,
    commitmentDays: product?.commitmentDays ?? 0,
    commitmentPenaltyRate: product?.commitmentPenaltyRate ?? 0,
  };
}
