import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAsset } from '../api/get-asset.ts';
import { AssetForm } from './asset-form.tsx';

/** AST-2: loads the asset, then edits it; fields follow the category (asset-rules.ts). */
export function AssetEditDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const asset = useAsset(assetId);
  return (
    <Modal
      open
      title={asset.data ? t('ASSET_EDIT_TITLE', { code: asset.data.code }) : t('ASSET_EDIT')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="asset-edit-dialog"
    >
      {asset.isPending ? (
        <Spin />
      ) : asset.isError ? (
        <StatusResult status="error" subTitle={errorText(asset.error, t)} />
      ) : (
        <AssetForm asset={asset.data} onClose={onClose} />
      )}
    </Modal>
  );
}
