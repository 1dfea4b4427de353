import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { GrowingTextArea } from '../../../components/growing-text-area.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AssetFormModel } from '../hooks/use-asset-form.ts';
import { AssetFormItem } from './asset-form-item.tsx';

/** What the asset is: its category, description and the category's own fields. */
export function AssetIdentityFields({ form }: { form: AssetFormModel }) {
  const { t } = useTranslation();
  const { draft, set } = form;
  return (
    <>
      <AssetFormItem
        name="category"
        label={t('ASSET_TYPE')}
        isRequired
        isMissing={form.isMissing('category')}
      >
        <Select<number>
          value={draft.category ?? undefined}
          onChange={(value) => set('category', value)}
          aria-label={t('ASSET_TYPE')}
          options={form.categories.map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          data-testid="asset-category"
        />
      </AssetFormItem>
      <AssetFormItem
        name="description"
        label={t('ASSET_DESCRIPTION')}
        isRequired
        isMissing={form.isMissing('description')}
      >
        <GrowingTextArea
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          aria-label={t('ASSET_DESCRIPTION')}
          data-testid="asset-description"
        />
      </AssetFormItem>
      {form.metaFields.map((field) => (
        <AssetFormItem
          key={field}
          name={field}
          label={t(`ASSET_META_${field}`)}
          isMissing={form.isMissing(field)}
        >
          <Input
            value={draft.meta[field] ?? ''}
            onChange={(event) => form.setMeta(field, event.target.value)}
            aria-label={t(`ASSET_META_${field}`)}
            data-testid={`asset-meta-${field}`}
          />
        </AssetFormItem>
      ))}
    </>
  );
}
