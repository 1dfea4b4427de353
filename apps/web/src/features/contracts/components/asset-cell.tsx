import type { ContractDto } from '@pawndesk/domain/contract-api';

/** The asset's description and its meta fields (plate, chassis…), as the list shows them. */
export function AssetCell({ asset }: { asset: ContractDto['asset'] }) {
  const meta = Object.entries(asset.meta).filter(([, value]) => value.trim() !== '');
  return (
    <div className="pd-contract-asset">
      <div>{asset.description}</div>
      {meta.length > 0 ? (
        <div className="pd-contract-meta">
          {meta.map(([key, value]) => `${key}: ${value}`).join(' · ')}
        </div>
      ) : null}
    </div>
  );
}
