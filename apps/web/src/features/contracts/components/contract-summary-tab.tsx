import type { ContractDto } from '@pawndesk/domain/contract-api';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, personName } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';

/** CON-2 summary info: the product, the dates and every amount of the contract. */
export function ContractSummaryTab({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, string][] = [
    [t('CONTRACT_PRODUCT'), contract.product.productDesc || contract.product.productName],
    [t('CONTRACT_BRANCH'), contract.branch.branchName],
    [t('CONTRACT_ASSET_TYPE'), contract.assetType.description || contract.assetType.name],
    [t('CONTRACT_ASSET'), contract.asset.description],
    [t('CONTRACT_VALIDATOR'), personName(contract.validator) || '—'],
    [t('CONTRACT_APPROVED_ON'), formatDate(contract.approvedOn) || '—'],
    [t('CONTRACT_DISBURSED_ON'), formatDate(contract.disbursedOn) || '—'],
    [t('CONTRACT_DUE_DATE'), formatDate(contract.dueDate)],
    [t('CONTRACT_REPAID_ON'), formatDate(contract.repaidOn) || '—'],
    [t('CONTRACT_RENEWED_ON'), formatDate(contract.renewedOn) || '—'],
    [
      t('CONTRACT_DISBURSE_TYPE'),
      contract.disburseType ? t(`PAYMENT_TYPE_${contract.disburseType}`) : '—',
    ],
    [t('CONTRACT_REQUIRED_AMOUNT'), money(contract.requiredAmount)],
    [t('CONTRACT_PROPOSED_AMOUNT'), money(contract.proposedAmount)],
    [t('CONTRACT_RECEIVED_AMOUNT'), money(contract.receivedAmount)],
    [t('CONTRACT_ROUNDING_FEE'), money(contract.roundingFee)],
    [t('CONTRACT_STORAGE_FEE'), money(contract.storageFee)],
    [t('CONTRACT_REPAID'), money(contract.repaidAmount)],
    [t('CONTRACT_WAIVED'), money(contract.waivedAmount)],
    [t('CONTRACT_ADJUSTED_AMOUNT'), money(contract.adjustedAmount)],
    [t('CONTRACT_CHARGED_OVERDUE_FEE'), money(contract.chargedOverdueFee)],
    [t('CONTRACT_TOTAL_DUE'), money(contract.totalDue)],
    ...(contract.cancelReason
      ? [
          [t('CONTRACT_CANCEL_REASON'), t(`CANCEL_REASON_${contract.cancelReason}`)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="contract-summary"
      items={rows.map(([label, value]) => ({ key: label, label, children: value }))}
    />
  );
}
