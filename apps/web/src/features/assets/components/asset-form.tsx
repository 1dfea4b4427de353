import type { AssetDto } from '@pawndesk/domain/asset-api';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAssetForm } from '../hooks/use-asset-form.ts';
import { AssetIdentityFields } from './asset-identity-fields.tsx';
import { AssetValuationFields } from './asset-valuation-fields.tsx';

/** The edit form of a loaded asset, with cancel and save (AST-2). */
export function AssetForm({ asset, onClose }: { asset: AssetDto; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAssetForm(asset, onClose);
  return (
    <>
      <Form layout="vertical" component="div" data-testid="asset-form">
        <AssetIdentityFields form={form} />
        <AssetValuationFields form={form} />
      </Form>
      <div className="pd-toolbar" style={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('CANCEL')}</Button>
        <Button
          type="primary"
          loading={form.isSaving}
          onClick={() => void form.save()}
          data-testid="asset-save"
        >
          {t('SAVE')}
        </Button>
      </div>
    </>
  );
}
