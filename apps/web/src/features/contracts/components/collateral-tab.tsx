import { assetStatusLabels } from '@pawndesk/domain/asset-rules';
import Descriptions from 'antd/es/descriptions';
import Spin from 'antd/es/spin';
import { Link } from 'react-router';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { assetMetaEntries } from '../../../lib/asset-meta.ts';
import { errorText } from '../../../lib/error-text.ts';
import { personName } from '../../../lib/format.ts';
import { contractPath } from '../../../lib/paths.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useCollateralInfo } from '../api/get-collateral-info.ts';

function statusLabel(status: string): string {
  return Object.entries(assetStatusLabels).find(([key]) => key === status)?.[1] ?? status;
}

/** CON-2 collateral tab: the asset as it stands, its latest contract and the valuation. */
export function CollateralTab({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useCollateralInfo(contractId);
  if (info.isPending) {
    return <Spin />;
  }
  if (info.isError) {
    return <StatusResult status="error" subTitle={errorText(info.error, t)} />;
  }
  const asset = info.data;
  const meta = assetMetaEntries(asset.meta, t);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="collateral-info"
      items={[
        { key: 'category', label: t('COLLATERAL_CATEGORY'), children: asset.category.name },
        { key: 'description', label: t('COLLATERAL_DESCRIPTION'), children: asset.description },
        ...meta.map((entry) => ({
          key: `meta-${entry.key}`,
          label: entry.label,
          children: entry.value,
        })),
        { key: 'status', label: t('COLLATERAL_STATUS'), children: statusLabel(asset.status) },
        {
          key: 'origin',
          label: t('COLLATERAL_ORIGIN_CONTRACT'),
          children: asset.originContract ? (
            <Link to={contractPath(asset.originContract)} data-testid="collateral-origin">
              #{asset.originContract.finfluxId}
            </Link>
          ) : (
            '—'
          ),
        },
        {
          key: 'storageCode',
          label: t('COLLATERAL_STORAGE_CODE'),
          children: asset.storageCode ?? '—',
        },
        {
          key: 'storageName',
          label: t('COLLATERAL_STORAGE_NAME'),
          children: asset.storageName ?? '—',
        },
        { key: 'expected', label: t('COLLATERAL_EXPECTED'), children: money(asset.expectedAmount) },
        { key: 'valuated', label: t('COLLATERAL_VALUATED'), children: money(asset.valuatedAmount) },
        {
          key: 'liquidation',
          label: t('COLLATERAL_LIQUIDATION'),
          children: asset.liquidationAmount === null ? '' : money(asset.liquidationAmount),
        },
        {
          key: 'valuator',
          label: t('COLLATERAL_VALUATOR'),
          children: personName(asset.valuator) || '—',
        },
      ]}
    />
  );
}
