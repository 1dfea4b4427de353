/**
 * Undo by snapshot (docs/decisions/0005): each undoable action stores the contract's changeable
 * columns and its asset's state as they were; its undo writes exactly that back.
 */
import { AppError } from '../../errors.ts';
import { insertActionLog, latestAction, markActionUndone } from './contract-history.repo.ts';
import { type AssetStatus, findAssetRow, setAssetState } from './contract-references.repo.ts';
import { type ContractRow, updateContract } from './contracts.repo.ts';
import type { Step } from './run-action.ts';

/** The columns an action may change; an undo writes them back. */
const restorableKeys = [
  'status',
  'approvedOn',
  'disbursedOn',
  'repaidOn',
  'renewedOn',
  'closedOn',
  'disbursementAmount',
  'disburseType',
  'repaidAmount',
  'waivedAmount',
  'renewalDifference',
  'chargedOverdueFee',
  'overridedOverdueFee',
  'liquidationFee',
  'failedCommitmentFee',
  'adjustedAmount',
  'cancelReason',
] as const satisfies readonly (keyof ContractRow)[];

type Snapshot = {
  contract: Pick<ContractRow, (typeof restorableKeys)[number]>;
  asset: { status: string; storedOn: string | null; releasedOn: string | null } | null;
};

async function snapshotOf(step: Step, contract: ContractRow): Promise<Snapshot> {
  const asset = await findAssetRow(step.tx, contract.assetId);
  const picked = Object.fromEntries(restorableKeys.map((key) => [key, contract[key]]));
  return {
    contract: picked as Snapshot['contract'],
    asset: asset
      ? { status: asset.status, storedOn: asset.storedOn, releasedOn: asset.releasedOn }
      : null,
  };
}

/** Stores the contract (and asset) as they are before `action`. */
export async function remember(step: Step, action: string, contract = step.contract) {
  await insertActionLog(step.tx, {
    contractId: contract.id,
    action,
    before: await snapshotOf(step, contract),
    createdAt: step.now,
    createdBy: step.actor.userId,
  });
}

/** Writes back what `action` changed; 409 when there is nothing to undo. */
export async function restore(
  step: Step,
  action: string,
  contract = step.contract,
): Promise<Snapshot> {
  const log = await latestAction(step.tx, contract.id, action);
  if (!log) {
    throw new AppError('conflict', 'Không có thao tác nào để hoàn tác');
  }
  const before = log.before as Snapshot;
  await updateContract(step.tx, contract.id, { ...before.contract, modifiedAt: step.now });
  if (before.asset) {
    await setAssetState(step.tx, contract.assetId, {
      status: before.asset.status as AssetStatus,
      storedOn: before.asset.storedOn,
      releasedOn: before.asset.releasedOn,
      modifiedAt: step.now,
    });
  }
  await markActionUndone(step.tx, log.id, step.now);
  return before;
}
