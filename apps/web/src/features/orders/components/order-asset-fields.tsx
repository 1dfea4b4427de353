import Col from 'antd/es/col';
import Select from 'antd/es/select';
import { GrowingTextArea } from '../../../components/growing-text-area.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import type { OrderReference } from '../hooks/use-order-reference.ts';
import { assetTypeLabel } from '../model/labels.ts';
import { OrderFormItem } from './order-form-item.tsx';

/** What is pledged and for how much: asset type, description, required and proposed amounts. */
export function OrderAssetFields({
  form,
  reference,
}: {
  form: OrderFormModel;
  reference: OrderReference;
}) {
  const { t, i18n } = useTranslation();
  const { draft, set } = form;
  return (
    <>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="assetTypeId" label={t('ORDER_ASSET_TYPE')} isRequired>
          <Select
            value={draft.assetTypeId ?? undefined}
            placeholder={t('ORDER_ASSET_TYPE_PLACEHOLDER')}
            onChange={(value) => set('assetTypeId', value)}
            showSearch={{ optionFilterProp: 'label' }}
            options={reference.assetTypes.map((type) => ({
              value: type.id,
              label: assetTypeLabel(type, i18n.language),
            }))}
            data-testid="order-asset-type"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24}>
        <OrderFormItem
          form={form}
          field="assetDescription"
          label={t('ORDER_ASSET_DESCRIPTION')}
          isRequired
        >
          <GrowingTextArea
            value={draft.assetDescription}
            maxRows={5}
            onChange={(event) => set('assetDescription', event.target.value)}
            data-testid="order-asset-description"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="requiredAmount" label={t('ORDER_REQUIRED_AMOUNT')}>
          <NumberInput
            unit="millions"
            value={draft.requiredAmount}
            suffix={t('MILLIONS')}
            hasError={form.errorOf('requiredAmount') !== undefined}
            onChange={(text) => set('requiredAmount', text)}
            testId="order-required-amount"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="proposedAmount" label={t('ORDER_PROPOSED_AMOUNT')}>
          <NumberInput
            unit="millions"
            value={draft.proposedAmount}
            suffix={t('MILLIONS')}
            hasError={form.errorOf('proposedAmount') !== undefined}
            onChange={(text) => set('proposedAmount', text)}
            testId="order-proposed-amount"
          />
        </OrderFormItem>
      </Col>
    </>
  );
}
