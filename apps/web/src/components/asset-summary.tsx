import type { ContractDto } from '@pawndesk/domain/contract-api';
import { useTranslation } from '../i18n/use-translation.ts';
import { assetMetaEntries } from '../lib/asset-meta.ts';

/** The asset's description and its meta fields (plate, chassis…) by their B§3 labels, in a list's cell or card. */
export function AssetSummary({ asset }: { asset: ContractDto['asset'] }) {
  const { t } = useTranslation();
  const meta = assetMetaEntries(asset.meta, t);
  return (
    <div>
      <div>{asset.description}</div>
      {meta.length > 0 ? (
        <div className="pd-meta">
          {meta.map((entry) => `${entry.label}: ${entry.value}`).join(' · ')}
        </div>
      ) : null}
    </div>
  );
}
