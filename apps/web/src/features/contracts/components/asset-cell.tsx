import type { ContractDto } from '@pawndesk/domain/contract-api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { assetMetaEntries } from '../../../lib/asset-meta.ts';

/** The asset's description and its meta fields (plate, chassis…) by their B§3 labels. */
export function AssetCell({ asset }: { asset: ContractDto['asset'] }) {
  const { t } = useTranslation();
  const meta = assetMetaEntries(asset.meta, t);
  return (
    <div className="pd-contract-asset">
      <div>{asset.description}</div>
      {meta.length > 0 ? (
        <div className="pd-contract-meta">
          {meta.map((entry) => `${entry.label}: ${entry.value}`).join(' · ')}
        </div>
      ) : null}
    </div>
  );
}
