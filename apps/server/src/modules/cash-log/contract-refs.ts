import type { DbOrTx } from '../../db/client.ts';

/**
 * The one seam between the cash log and the contracts (issue #5, built beside this one).
 *
 * PLACEHOLDER until the contracts table lands on this branch: the ids are not checked against
 * real contracts, and a contract's finfluxId is taken to be the mifosLoanId as given. At merge,
 * the body becomes a lookup of the contracts by mifosId (refusing an id that matches no
 * contract, "checked against real contracts where they exist") that answers their finfluxIds.
 * Every caller goes through here, so nothing else changes.
 */
export type ContractRefs = {
  mifosLoanId: number | null;
  mifosRenewLoanId: number | null;
};

export type ContractLink = { finfluxId: number; renewal: { finfluxId: number } | null };

/** Throws an AppError (400) for an id that matches no contract; in this branch it accepts all. */
export async function checkContractRefs(_db: DbOrTx, _refs: ContractRefs): Promise<void> {}

/** The `contract` read field of each entry (B§3), keyed by entry id. */
export async function contractLinks(
  _db: DbOrTx,
  entries: readonly (ContractRefs & { id: number })[],
): Promise<Map<number, ContractLink | null>> {
  return new Map(
    entries.map((entry) => [
      entry.id,
      entry.mifosLoanId === null
        ? null
        : {
            finfluxId: entry.mifosLoanId,
            renewal: entry.mifosRenewLoanId === null ? null : { finfluxId: entry.mifosRenewLoanId },
          },
    ]),
  );
}
