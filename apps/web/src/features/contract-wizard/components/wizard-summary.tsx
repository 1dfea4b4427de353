import type { PromotionDto } from '@pawndesk/domain/contract-api';
import { authorizationFields, authorizationLabels } from '@pawndesk/domain/contract-wizard';
import type { ProductDto } from '@pawndesk/domain/reference';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useLocations } from '../api/wizard-api.ts';
import { vnd, type WizardDraft } from '../model/wizard-state.ts';
import type { CheckSection } from './check-step.tsx';
import { contractFiguresOf } from './contract-step.tsx';

/** What the wizard holds, read back by section (the check step's sections, the print step). */
export function WizardSummary({
  draft,
  product,
  promotion,
  assetTypeLabel,
  sections,
}: {
  draft: WizardDraft;
  product: ProductDto | null;
  promotion: PromotionDto | null;
  assetTypeLabel: string;
  sections: readonly CheckSection[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const provinces = useLocations(null);
  const districts = useLocations(draft.client.cityId, draft.client.cityId !== null);
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number | null) =>
    list?.find((place) => place.id === id)?.name ?? '';
  const { client, asset, contract } = draft;
  const figures = contractFiguresOf(contract, product, promotion);
  const rows: Record<CheckSection, [string, string][]> = {
    client: [
      [t('WIZARD_NATIONAL_ID'), client.nationalId],
      [t('WIZARD_FULL_NAME'), `${client.lastName} ${client.firstName}`.trim()],
      [t('WIZARD_DATE_OF_BIRTH'), client.dateOfBirthText],
      [t('WIZARD_GENDER'), client.gender ? t(`GENDER_${client.gender}`) : ''],
      [t('WIZARD_PHONE_1'), client.primaryPhone],
      [t('WIZARD_PHONE_2'), client.alternativePhone],
      [
        t('WIZARD_ADDRESS'),
        [
          client.address,
          nameOf(districts.data, client.districtId),
          nameOf(provinces.data, client.cityId),
        ]
          .filter(Boolean)
          .join(', '),
      ],
    ],
    collateral: [
      [t('WIZARD_ASSET_TYPE'), assetTypeLabel],
      [t('WIZARD_ASSET_DESCRIPTION'), asset.description],
      [t('WIZARD_EXPECTED_AMOUNT'), money(vnd(asset.expectedAmount))],
      [t('WIZARD_VALIDATOR_AMOUNT'), money(vnd(asset.proposedAmount))],
      [t('WIZARD_APPROVED_AMOUNT'), money(vnd(asset.approvedAmount))],
      [t('WIZARD_ACCESSORY'), asset.accessories],
    ],
    authorization: authorizationFields.map((field) => [
      authorizationLabels[field],
      draft.authorization[field],
    ]),
    purchase: [
      [t('WIZARD_CLIENT_NAME_2'), draft.purchase.coOwner],
      [t('WIZARD_NATIONAL_ID_2'), draft.purchase.coOwnerCitizenId],
    ],
    contract: [
      [t('WIZARD_CREATED_DATE'), contract.createdOnText],
      [t('WIZARD_PACKAGE'), product?.productName ?? ''],
      [t('WIZARD_INTEREST_RATE'), contract.interestRate ? `${contract.interestRate}%` : ''],
      [t('WIZARD_APPROVED_AMOUNT'), money(vnd(contract.approvedAmount))],
      [t('WIZARD_STORAGE_FEE'), money(vnd(contract.storageFee))],
      ...(promotion && contract.usePromotion
        ? ([[t('WIZARD_PROMOTION'), promotion.promotionName]] as [string, string][])
        : []),
      [t('WIZARD_DUE_DATE'), figures ? formatDate(figures.dueDate) : ''],
      [t('WIZARD_INTEREST_AMOUNT'), figures ? money(figures.interestAmount) : ''],
      [t('WIZARD_ROUNDING_AMOUNT'), figures ? money(figures.roundingFee) : ''],
      [t('WIZARD_DISCOUNT'), figures ? money(figures.discountAmount) : ''],
      [t('WIZARD_RECEIVED_AMOUNT'), figures ? money(figures.receivedAmount) : ''],
    ],
  };
  return (
    <div className="pd-wizard-summary">
      {sections.map((section) => (
        <dl key={section} className="pd-wizard-facts" data-testid={`wizard-summary-${section}`}>
          {rows[section].map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}
