import type { ContractDto } from '@pawndesk/domain/contract-api';
import { formatPercent } from '@pawndesk/domain/number-text';
import Card from 'antd/es/card';
import { type Figure, FigureList } from '../../../components/figure-list.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, moneyLocale } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { type LoanReading, valuatedAmountOf } from '../model/loan-draft.ts';

/** The client and asset of an existing contract, as the editor shows them (not editable here). */
export function PartiesCard({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card size="small" title={t('EDITOR_PARTIES')}>
      <FigureList
        testId="editor-parties"
        figures={[
          { key: 'client', label: t('EDITOR_CLIENT'), value: contract.client.name },
          { key: 'phone', label: t('CLIENT_PHONE'), value: contract.client.primaryPhone },
          { key: 'asset', label: t('EDITOR_ASSET'), value: contract.asset.description },
          { key: 'assetType', label: t('ASSET_TYPE'), value: contract.assetType.description },
          { key: 'storage', label: t('ASSET_STORAGE'), value: contract.asset.storage?.name ?? '' },
          {
            key: 'valuated',
            label: t('ASSET_VALUATED_AMOUNT'),
            value: money(valuatedAmountOf(contract)),
          },
        ]}
      />
    </Card>
  );
}

/** The loan figures a preview shows: the terms the domain computes from the form. */
export function useLoanPreview(): (reading: LoanReading) => Figure[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const locale = moneyLocale(i18n.language);
  return (reading) => [
    { key: 'product', label: t('EDITOR_PRODUCT'), value: reading.product?.productName ?? '' },
    { key: 'rate', label: t('EDITOR_RATE'), value: formatPercent(reading.rate ?? 0, locale) },
    {
      key: 'approved',
      label: t('EDITOR_APPROVED_AMOUNT'),
      value: money(reading.approvedAmount ?? 0),
    },
    {
      key: 'interest',
      label: t('CONTRACT_INTEREST'),
      value: money((reading.terms?.interestAmount ?? 0) + (reading.terms?.roundingFee ?? 0)),
    },
    {
      key: 'received',
      label: t('EDITOR_DISBURSEMENT_AMOUNT'),
      value: <strong>{money(reading.terms?.receivedAmount ?? 0)}</strong>,
    },
    {
      key: 'date',
      label: t('EDITOR_DISBURSEMENT_DATE'),
      value: formatDate(reading.date ?? ''),
    },
    {
      key: 'maturesOn',
      label: t('EDITOR_MATURITY_DATE'),
      value: formatDate(reading.maturesOn ?? ''),
    },
  ];
}
