/**
 * What every printed document of a contract is built from (docs/decisions/0009): the contract as
 * its DTO, the client with the detail's full address, the printing branch as issuer, the product's
 * commitment terms, and the print time. Read inside the caller's transaction.
 */
import type { ContractDto } from '@pawndesk/domain/contract-api';
import {
  type CommitmentTerms,
  type PrintClient,
  type PrintIssuer,
  printClientOf,
} from '@pawndesk/domain/print-documents';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../plugins/context.ts';
import { clientDetail } from '../clients/client-details.ts';
import { printIssuerOf } from '../reference/print-issuer.ts';
import { toContractDto } from './contracts.mapper.ts';
import type { ContractView } from './contracts.repo.ts';

export type PrintSources = {
  contract: ContractDto;
  client: PrintClient;
  issuer: PrintIssuer;
  printedAt: Date;
  product: CommitmentTerms;
};

export async function printSources(
  tx: DbOrTx,
  view: ContractView,
  actor: Actor,
  now: Date,
): Promise<PrintSources> {
  const contract = toContractDto(view, actor, now);
  const detail = await clientDetail(tx, view.client.id);
  return {
    contract,
    client: printClientOf(contract, detail),
    issuer: await printIssuerOf(tx, view.contract.branchId),
    printedAt: now,
    product: {
      loanTerm: view.product.loanTerm,
      commitmentDays: view.product.commitmentDays,
      commitmentPenaltyRate: view.product.commitmentPenaltyRate,
    },
  };
}
