import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contracts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * The one seam between the cash log and the contracts: entries name contracts by their mifos id
 * (B§3 mifosLoanId, mifosRenewLoanId); this checks they exist and reads their shown numbers.
 */
export type ContractRefs = {
  mifosLoanId: number | null;
  mifosRenewLoanId: number | null;
};

export type ContractLink = { finfluxId: number; renewal: { finfluxId: number } | null };

async function finfluxIdsByMifosId(db: DbOrTx, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) {
    return new Map<number, number>();
  }
  const rows = await db
    .select({ mifosId: contracts.mifosId, finfluxId: contracts.finfluxId })
    .from(contracts)
    .where(inArray(contracts.mifosId, wanted));
  return new Map(rows.map((row) => [row.mifosId, row.finfluxId]));
}

/** 400 for a contract id (or renewal contract id) that matches no contract. */
export async function checkContractRefs(db: DbOrTx, refs: ContractRefs): Promise<void> {
  const ids = [refs.mifosLoanId, refs.mifosRenewLoanId].filter((id): id is number => id !== null);
  const known = await finfluxIdsByMifosId(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new AppError('invalidRequest', `Không tìm thấy hợp đồng số ${unknown}`);
  }
}

/** The `contract` read field of each entry (B§3), keyed by entry id. */
export async function contractLinks(
  db: DbOrTx,
  entries: readonly (ContractRefs & { id: number })[],
): Promise<Map<number, ContractLink | null>> {
  const numbers = await finfluxIdsByMifosId(
    db,
    entries.flatMap((entry) =>
      [entry.mifosLoanId, entry.mifosRenewLoanId].filter((id): id is number => id !== null),
    ),
  );
  return new Map(
    entries.map((entry) => {
      const finfluxId = entry.mifosLoanId === null ? undefined : numbers.get(entry.mifosLoanId);
      const renewal =
        entry.mifosRenewLoanId === null ? undefined : numbers.get(entry.mifosRenewLoanId);
      return [
        entry.id,
        finfluxId === undefined
          ? null
          : { finfluxId, renewal: renewal === undefined ? null : { finfluxId: renewal } },
      ];
    }),
  );
}
