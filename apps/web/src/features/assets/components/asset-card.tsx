import type { AssetDto } from '@pawndesk/domain/asset-api';
import { assetStatusLabels } from '@pawndesk/domain/asset-rules';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';

/** AST-1: one asset; a click loads it and opens the edit dialog. */
export function AssetCard({ asset, onOpen }: { asset: AssetDto; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      hoverable
      onClick={() => onOpen(asset.id)}
      title={asset.code}
      extra={<Tag>{assetStatusLabels[asset.status]}</Tag>}
      data-testid={`asset-card-${asset.id}`}
    >
      <dl className="pd-client-card-fields">
        <dt>{t('ASSET_CLIENT')}</dt>
        <dd>
          {asset.client ? (
            <Link
              to={`/clients/${asset.client.finfluxId}`}
              onClick={(event) => event.stopPropagation()}
            >
              {asset.client.name}
            </Link>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('ASSET_STORAGE')}</dt>
        <dd>{asset.storage?.name ?? '—'}</dd>
        <dt>{t('ASSET_TYPE')}</dt>
        <dd>{asset.category.name}</dd>
        <dt>{t('ASSET_DESCRIPTION')}</dt>
        <dd>{asset.fullDescriptionVi || asset.description}</dd>
        <dt>{t('ASSET_CONTRACTS')}</dt>
        <dd>
          {asset.contracts.length === 0
            ? '—'
            : asset.contracts.map((finfluxId) => (
                <Link
                  key={finfluxId}
                  to={`/contracts/${finfluxId}`}
                  onClick={(event) => event.stopPropagation()}
                >
                  #{finfluxId}{' '}
                </Link>
              ))}
        </dd>
        <dt>{t('ASSET_CREATED_AT')}</dt>
        <dd>{formatDate(asset.createdAt)}</dd>
        <dt>{t('ASSET_MODIFIED_AT')}</dt>
        <dd>{formatDate(asset.modifiedAt)}</dd>
        {asset.status === 'LIQUIDIZED' ? (
          <>
            <dt>{t('ASSET_LIQUIDIZED_ON')}</dt>
            <dd data-testid="asset-liquidized-on">{formatDate(asset.liquidizedOn)}</dd>
          </>
        ) : null}
        {asset.status === 'RELEASED' ? (
          <>
            <dt>{t('ASSET_RELEASED_ON')}</dt>
            <dd data-testid="asset-released-on">{formatDate(asset.releasedOn)}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
