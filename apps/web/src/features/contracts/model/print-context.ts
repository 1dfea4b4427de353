import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { CommitmentTerms, PrintIssuer } from '@pawndesk/domain/print-documents';
import { printIssuerOf } from '@pawndesk/domain/print-issuer';
import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';

/** The contract's branch as its documents print it: the name, its address, the transfer account. */
export function contractIssuer(
  contract: Pick<ContractDto, 'branch'>,
  misc: Pick<MiscDto, 'branches'>,
  bankAccount: PrintIssuer['bankAccount'] = null,
): PrintIssuer {
  const branch = misc.branches.find((candidate) => candidate.id === contract.branch.id);
  return printIssuerOf(
    { branchName: contract.branch.branchName, address: branch?.address ?? null },
    bankAccount,
  );
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
